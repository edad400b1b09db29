import Foundation
import Testing

@testable import Timelines

/// The pure decisions behind the scheduler and the one-shot `widget` command.
@Suite struct ReloadPlannerTests {
  static let key = WidgetKey(kind: "test", family: .systemMedium, configurationKey: "default")

  static func stored(
    policy: TimelineReloadPolicy,
    entries: [Double] = [0],
    fetchedAt: Double = 0,
    history: [Double] = [0],
    failure: ReloadFailure? = nil
  ) -> StoredTimeline<TestEntry> {
    StoredTimeline(
      key: key,
      timeline: Timeline(
        entries: entries.map { TestEntry(date: minute($0), label: "m\(Int($0))") },
        policy: policy),
      fetchedAt: minute(fetchedAt), reloadHistory: history.map(minute), failure: failure)
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var stored: StoredTimeline<TestEntry>?
    var now: Double
    var userRequested = false
    var plan: ReloadPlan
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "nothing stored", stored: nil, now: 0, plan: .reloadNow(.initial)),
    Case(
      name: "user reload bypasses everything", stored: stored(policy: .after(minute(30))),
      now: 1, userRequested: true, plan: .reloadNow(.user)),
    Case(
      name: "after: not yet due", stored: stored(policy: .after(minute(30))), now: 10,
      plan: .notDue(until: minute(30))),
    Case(
      name: "after: due", stored: stored(policy: .after(minute(30))), now: 30,
      plan: .reloadNow(.policyAfter(minute(30)))),
    Case(
      name: "after: due long ago", stored: stored(policy: .after(minute(30))), now: 300,
      plan: .reloadNow(.policyAfter(minute(30)))),
    Case(
      name: "atEnd: due but held by spacing", stored: stored(policy: .atEnd), now: 1,
      plan: .deferred(.policyAtEnd(minute(0)), until: minute(5))),
    Case(
      name: "atEnd of four entries", stored: stored(policy: .atEnd, entries: [0, 15, 30, 45]),
      now: 20, plan: .notDue(until: minute(45))),
    Case(name: "never", stored: stored(policy: .never), now: 1_000, plan: .notDue(until: nil)),
    Case(
      name: "failure: retry not yet due",
      stored: stored(
        policy: .never,
        failure: ReloadFailure(message: "down", consecutiveFailures: 2, retryAt: minute(15))),
      now: 10, plan: .notDue(until: minute(15))),
    Case(
      name: "clock set back: a future reload counts as now",
      stored: stored(policy: .after(minute(-30)), fetchedAt: 600, history: [600]), now: 0,
      plan: .deferred(.policyAfter(minute(-30)), until: minute(5))),
    Case(
      name: "failure: retry due",
      stored: stored(
        policy: .never,
        failure: ReloadFailure(message: "down", consecutiveFailures: 2, retryAt: minute(15))),
      now: 15, plan: .reloadNow(.retry(attempt: 2))),
  ]

  @Test(arguments: cases)
  func plansTheNextReload(_ testCase: Case) {
    let plan = ReloadPlanner().plan(
      for: testCase.stored, at: minute(testCase.now), userRequested: testCase.userRequested)
    #expect(plan == testCase.plan)
  }

  /// A one-shot decision, reduced to what a test compares.
  enum Outcome: Equatable, Sendable {
    case draw(label: String?, reason: String)
    case reload(ReloadTrigger)

    init(_ decision: WidgetDecision<TestEntry>) {
      switch decision {
      case .drawStored(let entry, let reason):
        self = .draw(label: entry?.label, reason: reason.description(in: utc))
      case .reload(let trigger):
        self = .reload(trigger)
      }
    }
  }

  struct OneShotCase: CustomTestStringConvertible, Sendable {
    var name: String
    var stored: StoredTimeline<TestEntry>?
    var now: Double
    var outcome: Outcome
    var testDescription: String { name }
  }

  static let oneShotCases: [OneShotCase] = [
    OneShotCase(name: "nothing stored: reload", stored: nil, now: 0, outcome: .reload(.initial)),
    OneShotCase(
      name: "not due: draw stored",
      stored: stored(policy: .after(minute(60)), entries: [0, 15, 30, 45]), now: 20,
      outcome: .draw(label: "m15", reason: "stored timeline from 00:00; reload due 01:00")),
    OneShotCase(
      name: "due and allowed: reload", stored: stored(policy: .after(minute(30))), now: 31,
      outcome: .reload(.policyAfter(minute(30)))),
    OneShotCase(
      name: "due but deferred: draw stored", stored: stored(policy: .atEnd, history: [0]), now: 2,
      outcome: .draw(label: "m0", reason: "reload deferred by budget to 00:05")),
    OneShotCase(
      name: "empty stored timeline: draw the placeholder",
      stored: stored(policy: .never, entries: []), now: 2,
      outcome: .draw(label: nil, reason: "stored timeline from 00:00; no reload scheduled")),
  ]

  @Test(arguments: oneShotCases)
  func decidesWhatAOneShotCommandDoes(_ testCase: OneShotCase) {
    let decision = ReloadPlanner().decide(stored: testCase.stored, at: minute(testCase.now))
    #expect(Outcome(decision) == testCase.outcome)
  }

  @Test func retriesFollowTheBackoffWithinTheBudget() {
    let planner = ReloadPlanner()
    #expect(planner.retryDate(afterFailures: 1, at: minute(0), history: [minute(0)]) == minute(5))
    #expect(planner.retryDate(afterFailures: 3, at: minute(0), history: [minute(0)]) == minute(20))
    let capped = (0..<72).map { minute(Double($0) * 5) }
    #expect(planner.retryDate(afterFailures: 1, at: minute(355), history: capped) == minute(1_440))
  }
}
