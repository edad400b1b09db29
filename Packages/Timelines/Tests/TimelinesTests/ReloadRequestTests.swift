import Foundation
import Testing

@testable import Timelines

/// How a refresher's request meets the policy and the budget: `refresh --if-due`, `refresh`
/// and `refresh --force`.
@Suite struct ReloadRequestTests {
  let planner = ReloadPlanner()

  /// Fetched at minute 0, reloading by policy at minute 30.
  let stored = ReloadPlannerTests.stored(policy: .after(minute(30)))

  @Test func ifDueWaitsForThePolicy() {
    #expect(
      planner.plan(for: stored, at: minute(10), request: .ifDue) == .notDue(until: minute(30)))
    #expect(
      planner.plan(for: stored, at: minute(31), request: .ifDue)
        == .reloadNow(.policyAfter(minute(30))))
  }

  @Test func withinBudgetReloadsBeforeThePolicyOnceTheBudgetAllows() {
    // The budget keeps reloads 5 minutes apart.
    #expect(
      planner.plan(for: stored, at: minute(2), request: .withinBudget)
        == .deferred(.requested, until: minute(5)))
    #expect(
      planner.plan(for: stored, at: minute(10), request: .withinBudget) == .reloadNow(.requested))
    #expect(ReloadTrigger.requested.isBudgeted)
  }

  @Test func withinBudgetWaitsAsLongAsTheServiceAsked() {
    // A 429 at minute 10 asked for an hour.
    let failure = ReloadFailure(
      message: "HTTP 429", consecutiveFailures: 1, retryAt: minute(70), retryAfter: 3600)
    let limited = ReloadPlannerTests.stored(
      policy: .after(minute(30)), fetchedAt: 0, history: [0, 10], failure: failure)
    #expect(
      planner.plan(for: limited, at: minute(20), request: .withinBudget)
        == .deferred(.requested, until: minute(70)))
    #expect(
      planner.plan(for: limited, at: minute(20), request: .bypassingBudget) == .reloadNow(.user))
  }

  @Test func bypassingTheBudgetReloadsAtOnce() {
    #expect(
      planner.plan(for: stored, at: minute(1), request: .bypassingBudget) == .reloadNow(.user))
  }

  @Test func nothingStoredReloadsForEveryRequest() {
    for request in [ReloadRequest.ifDue, .withinBudget] {
      #expect(
        planner.plan(for: nil as StoredTimeline<TestEntry>?, at: minute(0), request: request)
          == .reloadNow(.initial))
    }
  }

  @Test func aRefreshRequestIsStoredAndCountsAgainstTheBudget() async throws {
    let store = InMemoryTimelineStore()
    let scheduler = TimelineScheduler(
      kind: "test", provider: ScriptedProvider(count: 1, policy: after(30 * 60)),
      family: .systemMedium,
      clock: ManualWidgetClock(now: minute(0)), store: store)
    let first = await scheduler.refresh(.withinBudget)
    #expect(first?.reason == .reloaded(.initial))
    let second = await scheduler.refresh(.withinBudget)
    #expect(second?.reason == .deferred(until: minute(5)))
    let stored = await store.load(scheduler.key, as: TestEntry.self).stored
    #expect(stored?.reloadHistory == [minute(0)])
  }
}
