import Foundation
import Testing

@testable import Timelines

/// Whole days on a clock that advances on sleep: the figures the issue asks for.
@Suite struct SimulatedDayTests {
  private func scheduler(
    _ provider: ScriptedProvider,
    planner: ReloadPlanner = ReloadPlanner()
  ) -> TimelineScheduler<ScriptedProvider> {
    TimelineScheduler(
      kind: "test", provider: provider, family: .systemMedium,
      clock: ManualWidgetClock(now: dayStart, advancesOnSleep: true), planner: planner)
  }

  @Test func oneEntryReloadingAfterThirtyMinutesReloads48TimesADay() async {
    let provider = ScriptedProvider(count: 1, policy: after(30 * 60))
    let updates = await runUpdates(scheduler(provider), until: minute(24 * 60))

    let calls = await provider.log.callMinutes(before: minute(24 * 60))
    #expect(calls.count == 48)
    #expect(calls == (0..<48).map { Double($0) * 30 })
    #expect(updates.count == 48)
    #expect(updates.first?.reason == .reloaded(.initial))
    #expect(
      updates.dropFirst().allSatisfy { update in
        update.reason == .reloaded(.policyAfter(update.date))
      })
    #expect(updates.allSatisfy { $0.source == .timeline(position: 1, count: 1) })
  }

  @Test func fourEntriesEveryQuarterHourReloadingHourlyShow96Entries() async {
    let provider = ScriptedProvider(count: 4, spacing: 15 * 60, policy: after(60 * 60))
    let updates = await runUpdates(scheduler(provider), until: minute(24 * 60))

    let calls = await provider.log.callMinutes(before: minute(24 * 60))
    #expect(calls.count == 24)
    #expect(updates.filter(\.isReloadAttempt).count == 24)
    let shown = updates.filter(\.showsNewTimelineEntry)
    #expect(shown.count == 96)
    #expect(shown.map { minutes(of: $0.entry.date) } == (0..<96).map { Double($0) * 15 })
    let firstHour = updates.prefix(5).map { $0.description(in: utc) }
    #expect(
      firstHour == [
        "reload: no timeline yet", "entry 2 of 4 (00:15)", "entry 3 of 4 (00:30)",
        "entry 4 of 4 (00:45)", "reload: policy after 01:00",
      ])
  }

  @Test func oneEntryAtEndIsHeldToTheSpacingAndTheDailyCap() async {
    let provider = ScriptedProvider(count: 1, policy: { _ in .atEnd })
    let updates = await runUpdates(scheduler(provider), until: minute(24 * 60))

    let calls = await provider.log.callMinutes(before: minute(24 * 60))
    #expect(calls.count <= 72)
    #expect(calls.count == 72)
    let gaps = zip(calls.dropFirst(), calls).map { $0 - $1 }
    #expect(gaps.allSatisfy { $0 >= 5 })
    #expect(calls.last == 355)
    let deferrals = updates.filter {
      if case .deferred = $0.reason { return true }
      return false
    }
    #expect(deferrals.first?.description(in: utc) == "reload deferred by budget to 00:05")
    #expect(deferrals.last?.description(in: utc) == "reload deferred by budget to 00:00")
    #expect(deferrals.last?.nextWake == minute(24 * 60))
  }

  @Test func aProviderDownForTwoHoursRetriesWithBackoffAndRecovers() async throws {
    let provider = ScriptedProvider(
      count: 1, policy: after(30 * 60), isDown: { $0 < minute(120) })
    let updates = await runUpdates(scheduler(provider), until: minute(24 * 60))

    let attempts = updates.filter(\.isReloadAttempt)
    let failures = attempts.filter {
      if case .failed = $0.reason { return true }
      return false
    }
    #expect(failures.map { minutes(of: $0.date) } == [0, 5, 15, 35, 65, 95])
    let gaps = zip(failures.dropFirst(), failures).map { $0.date.timeIntervalSince($1.date) }
    #expect(gaps == [300, 600, 1_200, 1_800, 1_800])
    #expect(failures.allSatisfy { $0.source == .fallback && $0.isStale })
    #expect(
      failures.first?.description(in: utc)
        == "reload failed: service unavailable (HTTP 503); retrying at 00:05")

    let recovery = try #require(attempts.first { $0.reason == .reloaded(.retry(attempt: 6)) })
    #expect(minutes(of: recovery.date) == 125)
    #expect(recovery.source == .timeline(position: 1, count: 1))
    #expect(recovery.isStale == false)
    let calls = await provider.log.callMinutes(before: minute(24 * 60))
    #expect(calls.count == 6 + 44)
    let everyHalfHourFromRecovery: [Double] = (0..<44).map { 125 + Double($0) * 30 }
    #expect(Array(calls.suffix(44)) == everyHalfHourFromRecovery)
  }

  @Test func developerModeLiftsTheBudgetButNeverSpins() async {
    let provider = ScriptedProvider(count: 1, policy: { _ in .atEnd })
    let planner = ReloadPlanner(budget: .developerMode)
    _ = await runUpdates(scheduler(provider, planner: planner), until: minute(1))

    let calls = await provider.log.callMinutes(before: minute(1))
    #expect(calls.count == 60)
  }

  @Test func aNeverTimelineShowsItsEntriesThenEnds() async {
    let provider = ScriptedProvider(count: 3, spacing: 10 * 60, policy: { _ in .never })
    let updates = await runUpdates(scheduler(provider), until: minute(24 * 60))

    #expect(
      updates.map { $0.description(in: utc) } == [
        "reload: no timeline yet", "entry 2 of 3 (00:10)", "entry 3 of 3 (00:20)",
      ])
    #expect(updates.last?.nextWake == nil)
    #expect(await provider.log.dates.count == 1)
  }

  @Test func anEmptyTimelineShowsThePlaceholder() async {
    let provider = ScriptedProvider(count: 0, policy: { _ in .never })
    let updates = await runUpdates(scheduler(provider), until: minute(24 * 60))

    #expect(updates.count == 1)
    #expect(updates.first?.source == .placeholder)
    #expect(updates.first?.entry.label == "placeholder")
  }
}
