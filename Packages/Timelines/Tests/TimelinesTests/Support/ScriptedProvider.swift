import Foundation
import Timelines

/// Counts and dates the provider's `timeline` calls.
actor CallLog {
  private(set) var dates: [Date] = []

  func record(_ date: Date) {
    dates.append(date)
  }

  /// The calls made before `end`, in minutes from `dayStart`.
  func callMinutes(before end: Date) -> [Double] {
    dates.filter { $0 < end }.map { minutes(of: $0) }
  }
}

/// A provider whose timeline is a function of the request date, like the apps' providers:
/// `count` entries `spacing` seconds apart from the request date, under a policy computed from
/// the request date. It throws `ServiceDown` while `isDown(date)` holds.
struct ScriptedProvider: TimelineProvider {
  typealias Entry = TestEntry

  var count: Int
  var spacing: TimeInterval = 15 * 60
  var policy: @Sendable (Date) -> TimelineReloadPolicy
  var isDown: @Sendable (Date) -> Bool = { _ in false }
  var log = CallLog()

  func placeholder(in context: Context) -> TestEntry {
    TestEntry(date: context.date, label: "placeholder")
  }

  func snapshot(for _: NoConfiguration, in context: Context) async -> TestEntry {
    TestEntry(date: context.date, label: "snapshot")
  }

  func timeline(for _: NoConfiguration, in context: Context) async throws -> Timeline<TestEntry> {
    await log.record(context.date)
    if isDown(context.date) { throw ServiceDown() }
    let entries = (0..<count).map { index in
      let date = context.date.addingTimeInterval(Double(index) * spacing)
      return TestEntry(date: date, label: "m\(Int(minutes(of: date)))")
    }
    return Timeline(entries: entries, policy: policy(context.date))
  }
}

/// Reloads after `interval` seconds from the request.
func after(_ interval: TimeInterval) -> @Sendable (Date) -> TimelineReloadPolicy {
  { .after($0.addingTimeInterval(interval)) }
}

/// Runs `scheduler` on a clock that advances on sleep and collects its updates dated before
/// `end` (at most `limit`, so a scheduler that never moves time fails instead of hanging).
func runUpdates<Provider: TimelineProvider>(
  _ scheduler: TimelineScheduler<Provider>,
  until end: Date,
  forceReload: Bool = false,
  limit: Int = 5_000
) async -> [SchedulerUpdate<Provider.Entry>] {
  var updates: [SchedulerUpdate<Provider.Entry>] = []
  for await update in scheduler.updates(forceReload: forceReload) {
    guard update.date < end, updates.count < limit else { break }
    updates.append(update)
  }
  return updates
}

extension SchedulerUpdate {
  /// Whether the update came from a reload attempt, successful or not.
  var isReloadAttempt: Bool {
    switch reason {
    case .reloaded, .failed:
      return true
    case .entry, .deferred, .restored:
      return false
    }
  }

  /// Whether the update put a timeline entry on screen (a reload or an entry change).
  var showsNewTimelineEntry: Bool {
    guard case .timeline = source else { return false }
    switch reason {
    case .reloaded, .entry:
      return true
    case .deferred, .failed, .restored:
      return false
    }
  }
}

extension ScriptedProvider {
  /// A large widget of kind `test` on this provider, its clock at `date`, storing in `store`.
  func largeWidget(at date: Date, store: FileTimelineStore) -> TimelineScheduler<Self> {
    TimelineScheduler(
      kind: "test", provider: self, family: .systemLarge,
      clock: ManualWidgetClock(now: date), store: store)
  }
}
