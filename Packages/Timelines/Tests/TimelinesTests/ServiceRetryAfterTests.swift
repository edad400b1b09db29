import Foundation
import Testing

@testable import Timelines

/// A service that answers "429, Retry-After: 86400" is not retried after five minutes: its
/// wait, at most a day, is the earliest next try, and the reason says so.
@Suite struct ServiceRetryAfterTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var asked: TimeInterval?
    var retryMinute: Double
    var says: String?
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "no Retry-After: the backoff", asked: nil, retryMinute: 5, says: nil),
    Case(name: "shorter than the backoff", asked: 60, retryMinute: 5, says: "1 min"),
    Case(name: "an hour", asked: 3600, retryMinute: 60, says: "1 h"),
    Case(name: "a day", asked: 86_400, retryMinute: 1440, says: "24 h"),
    Case(name: "a year, capped at a day", asked: 365 * 86_400, retryMinute: 1440, says: "24 h"),
    Case(name: "negative, ignored", asked: -50, retryMinute: 5, says: nil),
    Case(name: "infinite, ignored", asked: .infinity, retryMinute: 5, says: nil),
  ]

  @Test(arguments: cases)
  func theServicesWaitIsTheEarliestRetry(_ testCase: Case) async throws {
    let store = InMemoryTimelineStore()
    let clock = ManualWidgetClock(now: minute(0))
    let provider = ScriptedProvider(count: 1, policy: after(30 * 60), isDown: { _ in true })
    let widget = TimelineScheduler(
      kind: "test", provider: provider, family: .systemMedium, clock: clock, store: store
    ).describingFailures { _ in
      ReloadFailureNote(message: "rate limited (HTTP 429)", retryAfter: testCase.asked)
    }

    let failed = try #require(await widget.currentUpdate())
    guard case .failed(let message, let retryAt) = failed.reason else {
      Issue.record("expected a failed reload, got \(failed.reason)")
      return
    }
    #expect(retryAt == minute(testCase.retryMinute))
    if let says = testCase.says {
      #expect(message == "rate limited (HTTP 429); the service asked to wait \(says)")
    } else {
      #expect(message == "rate limited (HTTP 429)")
    }

    // The wait survives into the next run through the store: no reload before it.
    clock.advance(to: minute(testCase.retryMinute - 1))
    _ = await widget.currentUpdate()
    #expect(await provider.log.dates == [minute(0)])
    let stored = try #require(await store.load(widget.key, as: TestEntry.self).stored)
    #expect(stored.failure?.retryAt == minute(testCase.retryMinute))
  }

  /// The note the app gives is what the store keeps: an app redacts secrets in it.
  @Test func theStoredFailureIsTheNotesMessage() async throws {
    let store = InMemoryTimelineStore()
    let clock = ManualWidgetClock(now: minute(0))
    let provider = ScriptedProvider(count: 1, policy: after(30 * 60), isDown: { _ in true })
    let widget = TimelineScheduler(
      kind: "test", provider: provider, family: .systemMedium, clock: clock, store: store
    ).describingFailures { _ in ReloadFailureNote(message: "worded at the edge") }
    _ = await widget.currentUpdate()
    let stored = try #require(await store.load(widget.key, as: TestEntry.self).stored)
    #expect(stored.failure?.message == "worded at the edge")
  }
}
