import Foundation
import Testing

@testable import Timelines

/// The budget's arithmetic, as tables.
@Suite struct RefreshBudgetTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var budget = RefreshBudget.default
    var history: [Double]
    var lastReload: Double?
    var due: Double
    var allowed: Double
    var testDescription: String { name }
  }

  /// 72 reloads five minutes apart from minute 0: the cap is reached at 05:55.
  static let fullDay = (0..<72).map { Double($0) * 5 }

  static let cases: [Case] = [
    Case(name: "no history: when due", history: [], due: 30, allowed: 30),
    Case(name: "too soon: after the spacing", history: [0], due: 2, allowed: 5),
    Case(name: "spaced enough: when due", history: [0], due: 10, allowed: 10),
    Case(name: "history in any order", history: [20, 0, 10], due: 21, allowed: 25),
    Case(name: "spacing from a user reload", history: [0], lastReload: 30, due: 31, allowed: 35),
    Case(
      name: "cap reached: when the oldest leaves the window", history: fullDay, due: 360,
      allowed: 24 * 60),
    Case(
      name: "cap with an older reload outside the window", history: [-24 * 60] + fullDay.dropLast(),
      due: 360, allowed: 360),
    Case(name: "cap, the window is half-open", history: fullDay, due: 24 * 60, allowed: 24 * 60),
    Case(
      name: "a limit below 1 counts as 1", budget: RefreshBudget(dailyLimit: 0), history: [0],
      due: 10, allowed: 24 * 60),
    Case(
      name: "custom spacing and window",
      budget: RefreshBudget(minimumSpacing: 60, dailyLimit: 2, window: 3_600), history: [0, 1],
      due: 2, allowed: 60),
    Case(
      name: "developer mode: no cap", budget: .developerMode, history: fullDay, due: 360,
      allowed: 360),
  ]

  @Test(arguments: cases)
  func defersAReloadToTheEarliestAllowedDate(_ testCase: Case) {
    let allowed = testCase.budget.earliestReload(
      notBefore: minute(testCase.due), history: testCase.history.map(minute),
      lastReload: testCase.lastReload.map(minute))
    #expect(allowed == minute(testCase.allowed))
    let allowedWhenDue = testCase.budget.allowsReload(
      at: minute(testCase.due), history: testCase.history.map(minute),
      lastReload: testCase.lastReload.map(minute))
    #expect(allowedWhenDue == (testCase.allowed == testCase.due))
  }

  @Test func developerModeKeepsReloadsASecondApart() {
    let allowed = RefreshBudget.developerMode.earliestReload(
      notBefore: minute(10), history: [minute(10)])
    #expect(allowed == minute(10).addingTimeInterval(1))
  }

  @Test func theDefaultsAreFiveMinutesAnd72ADay() {
    #expect(RefreshBudget.default.minimumSpacing == 300)
    #expect(RefreshBudget.default.dailyLimit == 72)
    #expect(RefreshBudget.default.window == 86_400)
    #expect(RefreshBudget.default.isEnforced)
    #expect(!RefreshBudget.developerMode.isEnforced)
  }

  @Test func pruningKeepsOnlyReloadsInsideTheWindow() {
    let history = [minute(-24 * 60), minute(-10), minute(-60), minute(-24 * 60 + 1)]
    #expect(
      RefreshBudget.default.pruned(history, at: minute(0))
        == [minute(-24 * 60 + 1), minute(-60), minute(-10)])
  }

  @Test func pruningCountsReloadsFromASetBackClockAsNow() {
    let history = [minute(600), minute(-5)]
    #expect(RefreshBudget.default.pruned(history, at: minute(0)) == [minute(-5), minute(0)])
  }
}

/// The retry delays, as a table.
@Suite struct RetryBackoffTests {
  @Test(arguments: [
    (1, 300.0), (2, 600), (3, 1_200), (4, 1_800), (5, 1_800), (50, 1_800), (0, 300),
  ])
  func defaultDelaysDoubleUpToHalfAnHour(failures: Int, delay: TimeInterval) {
    #expect(RetryBackoff.default.delay(afterFailures: failures) == delay)
  }

  @Test(arguments: [(1, 10.0), (2, 30), (3, 90), (4, 100)])
  func customDelays(failures: Int, delay: TimeInterval) {
    let backoff = RetryBackoff(initialDelay: 10, multiplier: 3, maximumDelay: 100)
    #expect(backoff.delay(afterFailures: failures) == delay)
  }
}
