import AppCommandLineTestSupport
import Foundation
import Testing
import TextRendering
import Timelines

@testable import AppCommandLine
@testable import WidgetHost

/// A widget whose entries are words, for driving the runner without any app.
struct WordEntry: TimelineEntry, Equatable {
  var date: Date
  var word: String
}

/// A provider that answers from a closure and counts its reloads.
struct WordProvider: TimelineProvider {
  let calls = CallCount()
  let answer: @Sendable (Date) throws -> [String]

  func placeholder(in context: Context) -> WordEntry {
    WordEntry(date: context.date, word: "placeholder")
  }

  func snapshot(for configuration: NoConfiguration, in context: Context) async -> WordEntry {
    placeholder(in: context)
  }

  func timeline(for configuration: NoConfiguration, in context: Context) async throws
    -> Timeline<WordEntry>
  {
    calls.increment()
    let words = try answer(context.date)
    return Timeline(
      entries: words.enumerated().map {
        WordEntry(date: context.date.addingTimeInterval(Double($0.offset) * 900), word: $0.element)
      }, policy: .after(context.date.addingTimeInterval(3600)))
  }
}

struct Offline: Error, CustomStringConvertible {
  var description: String { "cannot connect to http://127.0.0.1:9/words (refused)" }
}

@Suite struct WidgetRunnerTests {
  static let start = Date(timeIntervalSince1970: 1_795_356_000)  // 14:00 UTC
  let output = CapturedConsole()
  let store = InMemoryTimelineStore()

  func runner(_ provider: WordProvider, clock: ManualWidgetClock) -> WidgetRunner<WordProvider> {
    WidgetRunner(
      app: "words",
      scheduler: TimelineScheduler(
        kind: "words", provider: provider, family: .systemSmall, clock: clock, store: store),
      console: output.console,
      output: .plain, frame: false, timeZone: TimeZone(identifier: "UTC") ?? .current
    ) { entry, _, _ in "[\(entry.word)]" }
  }

  @Test func aSecondDrawComesFromTheStoreWithoutReloading() async {
    let provider = WordProvider { _ in ["one", "two"] }
    let clock = ManualWidgetClock(now: Self.start)
    await runner(provider, clock: clock).drawOnce(forceReload: false, verbose: false)
    clock.advance(by: 16 * 60)
    await runner(provider, clock: clock).drawOnce(forceReload: false, verbose: true)
    #expect(output.stdout == "[one]\n[two]\n")
    #expect(provider.calls.value == 1)
    #expect(output.stderr == "words: stored timeline from 14:00; reload due 15:00\n")
  }

  @Test func reloadForcesTheProvider() async {
    let provider = WordProvider { _ in ["one"] }
    let clock = ManualWidgetClock(now: Self.start)
    await runner(provider, clock: clock).drawOnce(forceReload: false, verbose: false)
    await runner(provider, clock: clock).drawOnce(forceReload: true, verbose: false)
    #expect(provider.calls.value == 2)
  }

  @Test func aFailureStillDrawsAndSaysWhyOnStderr() async {
    let provider = WordProvider { _ in throw Offline() }
    await runner(provider, clock: ManualWidgetClock(now: Self.start))
      .drawOnce(forceReload: false, verbose: false)
    // stdout is the widget alone, its family's box; the failure line says what it shows.
    #expect(output.stdout == "[placeholder]\n")
    #expect(
      output.stderr.hasPrefix("words: reload failed: cannot connect to http://127.0.0.1:9/words"))
    #expect(output.stderr.contains("retrying at 14:05; showing the placeholder"))
    #expect(output.stderr.filter { $0 == "\n" }.count == 1)
  }

  @Test func staleDataIsDrawnAloneAndTheStatusLineGoesToStderr() async {
    let failing = Flag()
    let provider = WordProvider { _ in
      if failing.isSet { throw Offline() }
      return ["one"]
    }
    let clock = ManualWidgetClock(now: Self.start)
    await runner(provider, clock: clock).drawOnce(forceReload: false, verbose: false)
    failing.set()
    clock.advance(by: 61 * 60)  // the reload is due, and fails
    await runner(provider, clock: clock).drawOnce(forceReload: false, verbose: false)
    clock.advance(by: 60)  // before the retry: the stored, stale timeline, no new failure
    output.clearStderr()
    await runner(provider, clock: clock).drawOnce(forceReload: false, verbose: false)
    #expect(output.stdout == "[one]\n[one]\n[one]\n")
    #expect(
      output.stderr.hasPrefix("words: offline · showing stored data · next try 15:"),
      "\(output.stderr)")
    #expect(output.stderr.filter { $0 == "\n" }.count == 1)
  }

  @Test(arguments: [true, false])
  func watchNeedsTheFamilysBoxAndNoMore(_ frame: Bool) {
    let provider = WordProvider { _ in ["one"] }
    let clock = ManualWidgetClock(now: Self.start)
    let runner = WidgetRunner(
      app: "words",
      scheduler: TimelineScheduler(
        kind: "words", provider: provider, family: .systemMedium, clock: clock, store: store),
      console: output.console, output: .plain,
      frame: frame
    ) { entry, _, _ in "[\(entry.word)]" }
    #expect(runner.requiredSize == TerminalSize(columns: 45, rows: 10))
  }

  @Test func watchDrawsEachUpdateEvenAnUnchangedOneAndTurnsOnNoKey() async {
    let provider = WordProvider { _ in ["same", "same"] }
    let clock = ManualWidgetClock(now: Self.start)
    let (terminal, events) = AsyncStream<TerminalEvent>.makeStream()
    let stack = runner(provider, clock: clock).stack
    #expect(!stack.isStack)
    let watch = Task {
      await stack.watch(forceReload: false, verbose: false, terminalEvents: terminal)
    }
    await clock.waitForSleepers(1)  // the first entry is drawn
    clock.advance(by: 15 * 60)  // the second entry looks the same, and is drawn again
    await clock.waitForSleepers(1)
    events.yield(.key(UInt8(ascii: " ")))  // a single widget has nothing to turn to
    events.yield(.resized)  // the last frame again
    events.yield(.stop(signal: SIGTERM))
    await watch.value
    #expect(output.stdout == "[same]\n\n[same]\n\n[same]\n\n")
    #expect(output.stderr.isEmpty)
  }

  @Test func previewDrawsThePlaceholderWithoutAReload() {
    let provider = WordProvider { _ in ["one"] }
    runner(provider, clock: ManualWidgetClock(now: Self.start)).drawPreview()
    #expect(output.stdout == "[placeholder]\n")
    #expect(provider.calls.value == 0)
  }
}

/// Counts calls from any thread; `@unchecked Sendable` is safe: every access holds the lock.
final class CallCount: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  var value: Int { lock.withLock { count } }

  func increment() {
    lock.withLock { count += 1 }
  }
}

/// A switch tests turn on from any thread; `@unchecked Sendable` is safe: every access holds
/// the lock.
final class Flag: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false

  var isSet: Bool { lock.withLock { value } }

  func set() {
    lock.withLock { value = true }
  }
}
