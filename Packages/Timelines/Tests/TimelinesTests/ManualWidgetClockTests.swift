import Foundation
import Testing

@testable import Timelines

/// The manual clock wakes exactly the sleepers that are due, and only when told.
@Suite struct ManualWidgetClockTests {
  /// Records which sleepers woke, in order.
  actor Wakes {
    private(set) var names: [String] = []
    func append(_ name: String) { names.append(name) }
  }

  @Test func advancingWakesOnlyTheSleepersThatAreDue() async {
    let clock = ManualWidgetClock(now: minute(0))
    let wakes = Wakes()
    let early = Task {
      try await clock.sleep(until: minute(10))
      await wakes.append("early")
    }
    let late = Task {
      try await clock.sleep(until: minute(30))
      await wakes.append("late")
    }
    await clock.waitForSleepers(2)
    #expect(clock.sleeperDeadlines == [minute(10), minute(30)])

    clock.advance(to: minute(15))
    _ = await early.result
    #expect(await wakes.names == ["early"])
    #expect(clock.sleeperDeadlines == [minute(30)])
    #expect(clock.now == minute(15))

    let woke = await clock.advanceToNextWake()
    _ = await late.result
    #expect(woke == minute(30))
    #expect(await wakes.names == ["early", "late"])
    #expect(clock.sleeperDeadlines.isEmpty)
  }

  @Test func advancingByAnIntervalMovesFromNow() {
    let clock = ManualWidgetClock(now: minute(0))
    clock.advance(by: 90)
    clock.advance(to: minute(1))
    #expect(clock.now == minute(1.5))
  }

  @Test func aDeadlineInThePastReturnsAtOnce() async throws {
    let clock = ManualWidgetClock(now: minute(10))
    try await clock.sleep(until: minute(5))
    try await clock.sleep(until: minute(10))
    #expect(clock.now == minute(10))
    #expect(clock.sleeperDeadlines.isEmpty)
  }

  @Test func cancellingASleeperRemovesItAndThrows() async {
    let clock = ManualWidgetClock(now: minute(0))
    let sleeper = Task { try await clock.sleep(until: minute(60)) }
    await clock.waitForSleepers(1)
    sleeper.cancel()
    let result = await sleeper.result
    #expect(throws: CancellationError.self) { try result.get() }
    #expect(clock.sleeperDeadlines.isEmpty)
  }

  @Test func aTaskCancelledBeforeSleepingThrowsAtOnce() async {
    let clock = ManualWidgetClock(now: minute(0))
    let sleeper = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await clock.sleep(until: minute(60))
    }
    let result = await sleeper.result
    #expect(throws: CancellationError.self) { try result.get() }
    #expect(clock.sleeperDeadlines.isEmpty)
  }

  @Test func advancingOnSleepMovesTheClockToEachDeadline() async throws {
    let clock = ManualWidgetClock(now: minute(0), advancesOnSleep: true)
    try await clock.sleep(until: minute(30))
    #expect(clock.now == minute(30))
    try await clock.sleep(until: minute(20))
    #expect(clock.now == minute(30))
  }

  @Test func theSystemClockStopsSleepingWhenCancelled() async {
    let clock = SystemWidgetClock()
    let sleeper = Task { try await clock.sleep(until: clock.now.addingTimeInterval(3_600)) }
    sleeper.cancel()
    let result = await sleeper.result
    #expect(throws: CancellationError.self) { try result.get() }
  }

}
