import Foundation
import Synchronization
import Testing

@testable import Networking

/// The per-host limits of a process, on a manual clock: a request waits while its host has as
/// many running as allowed or has started as many as allowed in the last minute, and gives up
/// at its deadline; other hosts are not held up.
@Suite struct HostGateTests {
  /// A clock that moves only when someone sleeps on it.
  final class ManualClock: Sendable {
    private let instant = Mutex(ContinuousClock.now)
    var now: ContinuousClock.Instant { instant.withLock { $0 } }
    func sleep(until target: ContinuousClock.Instant) async {
      instant.withLock { $0 = max($0, target) }
      await Task.yield()
    }
  }

  private static let url =
    URL(string: "https://v2.jokeapi.dev/joke/Any") ?? URL(fileURLWithPath: "/")

  private static func gate(_ clock: ManualClock) -> HostGate {
    HostGate(now: { clock.now }, sleep: { await clock.sleep(until: $0) })
  }

  @Test func aThirdRequestInAMinuteWaitsForTheFirstToAge() async throws {
    let clock = ManualClock()
    let gate = Self.gate(clock)
    let start = clock.now
    let limit = Politeness(concurrency: 10, perMinute: 2)
    for _ in 0..<2 {
      try await gate.enter("jokeapi", politeness: limit, by: start + .seconds(3600), url: Self.url)
      gate.leave("jokeapi")
    }
    #expect(clock.now == start)
    try await gate.enter("jokeapi", politeness: limit, by: start + .seconds(3600), url: Self.url)
    gate.leave("jokeapi")
    #expect(clock.now == start + .seconds(60))
    // Another host has its own minute.
    try await gate.enter("clerk", politeness: limit, by: start + .seconds(3600), url: Self.url)
    #expect(clock.now == start + .seconds(60))
  }

  @Test func aTurnThatWouldComeAfterTheDeadlineIsATimeout() async throws {
    let clock = ManualClock()
    let gate = Self.gate(clock)
    let limit = Politeness(perMinute: 1)
    try await gate.enter("host", politeness: limit, by: clock.now + .seconds(5), url: Self.url)
    gate.leave("host")
    await #expect(throws: NetworkError.timedOut(url: Self.url)) {
      try await gate.enter("host", politeness: limit, by: clock.now + .seconds(5), url: Self.url)
    }
  }

  @Test func noMoreThanTheConcurrencyRunAtOnce() async throws {
    let clock = ManualClock()
    let gate = Self.gate(clock)
    let limit = Politeness(concurrency: 2)
    let far = clock.now + .seconds(3600)
    try await gate.enter("host", politeness: limit, by: far, url: Self.url)
    try await gate.enter("host", politeness: limit, by: far, url: Self.url)
    let entered = Mutex(false)
    let third = Task {
      try await gate.enter("host", politeness: limit, by: far, url: Self.url)
      entered.withLock { $0 = true }
    }
    // However long the others run, the third waits for one of them to leave.
    for _ in 0..<50 { await Task.yield() }
    #expect(!entered.withLock { $0 })
    gate.leave("host")
    try await third.value
    #expect(entered.withLock { $0 })
  }
}
