import Foundation
import Testing
import Timelines

@testable import AppCommandLine

/// `WIDGETS_CLOCK_SPEED=jump`: one clock per run, which moves only to the dates the run waits
/// for, at once.
@Suite struct JumpingClockTests {
  static let start = Date(timeIntervalSince1970: 1_795_356_000)  // 2026-11-22T14:00:00Z
  static let variables = [
    "WIDGETS_CLOCK_START": "2026-11-22T14:00:00Z", "WIDGETS_CLOCK_SPEED": "jump",
  ]

  @Test func everyCopyOfARunsEnvironmentReadsOneClockThatJumpsToWhatItWaitsFor() async throws {
    let environment = AppEnvironment(
      app: "todos", variables: Self.variables, stdoutIsTerminal: false)
    var rebuilt = environment
    rebuilt.variables["TODOS_BASE_URL"] = "http://127.0.0.1:9"
    let clock = try #require(try environment.widgetClock() as? ManualWidgetClock)
    #expect(try rebuilt.widgetClock() as? ManualWidgetClock === clock)
    #expect(clock.now == Self.start)

    try await clock.sleep(until: Self.start.addingTimeInterval(1800))
    #expect(try rebuilt.widgetClock().now == Self.start.addingTimeInterval(1800))
    try await clock.sleep(until: Self.start)
    #expect(clock.now == Self.start.addingTimeInterval(1800))
  }

  @Test func anotherRunHasAClockOfItsOwn() throws {
    let first = AppEnvironment(app: "todos", variables: Self.variables, stdoutIsTerminal: false)
    let second = AppEnvironment(app: "todos", variables: Self.variables, stdoutIsTerminal: false)
    let clock = try #require(try first.widgetClock() as? ManualWidgetClock)
    clock.advance(by: 600)
    #expect(try second.widgetClock().now == Self.start)
    #expect(try first.widgetClock().now == Self.start.addingTimeInterval(600))
  }
}
