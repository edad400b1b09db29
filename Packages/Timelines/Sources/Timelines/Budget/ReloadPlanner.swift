import Foundation

/// Decides when a widget reloads: its timeline's policy, then the refresh budget, then, after a
/// failure, the retry backoff. Pure: it reads a stored state and a date and does nothing.
///
/// The scheduler asks it at every wake; a one-shot `widget` command asks `decide(stored:at:)`
/// once, so every app draws from its stored timeline by the same rules.
public struct ReloadPlanner: Sendable, Hashable {
  /// How often automatic reloads may run.
  public var budget: RefreshBudget

  /// How long to wait after a failed reload.
  public var backoff: RetryBackoff

  /// Creates a planner; the defaults are WidgetKit-like (5 minutes apart, 72 a day; retries
  /// after 5, 10, 20, then every 30 minutes).
  public init(budget: RefreshBudget = .default, backoff: RetryBackoff = .default) {
    self.budget = budget
    self.backoff = backoff
  }

  /// What to do about reloading the widget whose state is `stored`, at `now`.
  ///
  /// - Parameter userRequested: an explicit reload by the user, which runs at once and
  ///   bypasses the budget.
  public func plan<Entry>(
    for stored: StoredTimeline<Entry>?,
    at now: Date,
    userRequested: Bool = false
  ) -> ReloadPlan {
    plan(for: stored, at: now, request: userRequested ? .bypassingBudget : .ifDue)
  }

  /// What to do about reloading the widget whose state is `stored`, at `now`, when a refresher
  /// asks as `request` says.
  ///
  /// `.ifDue` reloads only when the policy (or a retry) is due and the budget allows;
  /// `.withinBudget` reloads whenever the budget (and a service's `Retry-After`) allows, due or
  /// not; `.bypassingBudget` always.
  public func plan<Entry>(
    for stored: StoredTimeline<Entry>?,
    at now: Date,
    request: ReloadRequest
  ) -> ReloadPlan {
    if request == .bypassingBudget { return .reloadNow(.user) }
    guard var stored else { return .reloadNow(.initial) }
    // A fetch or reload dated after `now` means the clock was set back; count it as happening
    // now, so the widget is not held back by however far the clock jumped.
    stored.fetchedAt = min(stored.fetchedAt, now)
    stored.reloadHistory = stored.reloadHistory.map { min($0, now) }
    if request == .withinBudget {
      // The budget, and the wait a service asked for after its last failure (a 429's
      // `Retry-After`): only `.bypassingBudget` goes before either.
      let asked = stored.failure.flatMap { $0.retryAfter == nil ? nil : $0.retryAt }
      let allowed = budget.earliestReload(
        notBefore: max(now, asked ?? now), history: stored.reloadHistory,
        lastReload: stored.fetchedAt)
      return allowed <= now ? .reloadNow(.requested) : .deferred(.requested, until: allowed)
    }
    guard let due = stored.dueReload else { return .notDue(until: nil) }
    let allowed = budget.earliestReload(
      notBefore: due.date, history: stored.reloadHistory, lastReload: stored.fetchedAt)
    if allowed <= now { return .reloadNow(due.trigger) }
    if due.date <= now { return .deferred(due.trigger, until: allowed) }
    return .notDue(until: due.date)
  }

  /// The one-shot decision: draw from the stored timeline, or reload first.
  ///
  /// - Returns: `.reload(trigger)` when nothing is stored, the user asked, or a reload is due
  ///   and the budget allows it; otherwise `.drawStored` with the entry for `now` (`nil` when
  ///   the stored timeline is empty: draw the placeholder) and why no reload runs.
  public func decide<Entry>(
    stored: StoredTimeline<Entry>?,
    at now: Date,
    userRequested: Bool = false
  ) -> WidgetDecision<Entry> {
    switch plan(for: stored, at: now, userRequested: userRequested) {
    case .reloadNow(let trigger):
      return .reload(trigger)
    case .deferred(_, let until):
      return .drawStored(stored?.timeline.entry(at: now), reason: .deferred(until: until))
    case .notDue(let until):
      let fetchedAt = stored?.fetchedAt ?? now
      let reason = UpdateReason.restored(fetchedAt: fetchedAt, nextReload: until)
      return .drawStored(stored?.timeline.entry(at: now), reason: reason)
    }
  }

  /// The longest wait a service's `Retry-After` can impose: one day. A server asking for more
  /// (or for a year) is retried after a day.
  public static let longestRetryAfter: TimeInterval = 24 * 60 * 60

  /// When to retry after `failures` consecutive failures (1 for the first), the last of them at
  /// `now`: the backoff delay, or the service's `Retry-After` when that is later (at most
  /// ``longestRetryAfter``), pushed later if the budget requires.
  public func retryDate(
    afterFailures failures: Int, at now: Date, history: [Date],
    retryAfter: TimeInterval? = nil
  ) -> Date {
    let asked = Self.clampedRetryAfter(retryAfter) ?? 0
    let wanted = now.addingTimeInterval(max(backoff.delay(afterFailures: failures), asked))
    return budget.earliestReload(notBefore: wanted, history: history, lastReload: now)
  }

  /// A service's requested wait within `0…longestRetryAfter`; `nil` when it asked for
  /// none or sent something that is not a number of seconds.
  public static func clampedRetryAfter(_ wait: TimeInterval?) -> TimeInterval? {
    guard let wait, wait.isFinite else { return nil }
    return min(max(0, wait), longestRetryAfter)
  }
}

/// How hard a refresher asks for a reload.
public enum ReloadRequest: Sendable, Hashable {
  /// Only when the policy or a retry is due and the budget allows (`refresh --if-due`).
  case ifDue
  /// Whenever the budget allows, due or not (`refresh`).
  case withinBudget
  /// At once, whatever the budget (`refresh --force`, `widget --reload`).
  case bypassingBudget
}

/// What the planner says about reloading at a given moment.
public enum ReloadPlan: Sendable, Hashable {
  /// Reload now, for this reason.
  case reloadNow(ReloadTrigger)

  /// A reload is due for this reason, but the budget holds it back until the date.
  case deferred(ReloadTrigger, until: Date)

  /// No reload is due before the date (`nil`: none is scheduled, as with `.never`).
  case notDue(until: Date?)
}

/// What a one-shot `widget` command does.
public enum WidgetDecision<Entry: TimelineEntry>: Sendable {
  /// Draw this stored entry (`nil`: the stored timeline is empty, draw the placeholder); the
  /// reason says why no reload runs.
  case drawStored(Entry?, reason: UpdateReason)

  /// Reload first, for this reason.
  case reload(ReloadTrigger)
}
