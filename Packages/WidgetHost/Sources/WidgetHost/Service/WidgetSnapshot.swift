import AppCommandLine
import Foundation
import Timelines

/// What the store holds for one widget at one moment, read without touching the network: the
/// entry shown now, whether it is fresh, and the next reload with its reason.
struct WidgetSnapshot<Entry: TimelineEntry>: Sendable {
  /// How long past its due reload a timeline may go unreloaded before a bar shows it as stale.
  static var staleGrace: TimeInterval { 15 * 60 }

  let key: WidgetKey
  let stored: StoredTimeline<Entry>?
  /// Why a stored value was discarded, when it was.
  let warning: String?
  let now: Date
  let plan: ReloadPlan

  /// Reads the widget's stored timeline from `store` as `planner` sees it at `now`.
  static func load(
    _ key: WidgetKey, from store: any TimelineStore, planner: ReloadPlanner, at now: Date
  ) async -> WidgetSnapshot {
    let result = await store.load(key, as: Entry.self)
    return WidgetSnapshot(
      key, stored: result.stored, warning: result.warning?.description, planner: planner, at: now)
  }

  /// The widget `key` whose store holds `stored`, as `planner` sees it at `now`: what a
  /// refresher's scheduler says it left (``SchedulerUpdate/stored``), not read again.
  init(
    _ key: WidgetKey, stored: StoredTimeline<Entry>?, warning: String? = nil,
    planner: ReloadPlanner, at now: Date
  ) {
    self.key = key
    self.stored = stored
    self.warning = warning
    self.now = now
    plan = planner.plan(for: stored, at: now)
  }

  /// The stored entry for now; `nil` when there is none (draw the placeholder).
  var entry: Entry? { stored?.timeline.entry(at: now) }

  /// Whether a bar shows the entry as fresh, stale (the last reload failed, or none ran for a
  /// while after one was due) or as a placeholder (nothing loaded yet: no timeline, or only
  /// the provider's fallback after failed reloads, which is no data to show as old).
  var state: StatusLine.State {
    guard let stored, entry != nil, !stored.isFallback else { return .placeholder }
    if stored.failure != nil { return .stale }
    if let due = stored.dueReload?.date, due.addingTimeInterval(Self.staleGrace) < now {
      return .stale
    }
    return .fresh
  }

  /// When the next reload is due or allowed, `nil` when none is scheduled.
  var nextReload: Date? {
    switch plan {
    case .reloadNow: now
    case .deferred(_, let until): until
    case .notDue(let until): until
    }
  }

  /// Why the next reload comes when it does: "policy after 14:30", "retry 2 after failure,
  /// held by the budget until 14:35".
  func nextReloadReason(in timeZone: TimeZone) -> String {
    func trigger(_ trigger: ReloadTrigger) -> String { trigger.reason(in: timeZone) }
    switch plan {
    case .reloadNow(let due):
      return "due now (\(trigger(due)))"
    case .deferred(let due, let until):
      return
        "\(trigger(due)), held by the budget until \(ClockText.hourMinute(until, in: timeZone))"
    case .notDue(let until):
      guard until != nil, let due = stored?.dueReload else { return "none scheduled" }
      return trigger(due.trigger)
    }
  }

  /// The last reload's failure, when it failed.
  var lastError: String? { stored?.failure?.summary }
}
