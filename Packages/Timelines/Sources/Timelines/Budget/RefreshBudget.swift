import Foundation

/// How often a widget may reload, like WidgetKit's daily budget: a minimum spacing between
/// reloads and a maximum number in any rolling window (24 hours by default).
///
/// A reload asked for too early is deferred to the earliest allowed date, never dropped. Only
/// reloads the scheduler starts on its own count (policy reloads and retries); an explicit user
/// reload bypasses the budget and is not counted, as a reload from a foreground app on iOS.
///
/// The defaults, 5 minutes and 72 a day:
/// - 72 a day is the cap WidgetKit is widely observed to apply (Apple documents 40 to 70
///   refreshes a day for a frequently viewed widget), one reload every 20 minutes on average;
///   the three apps need 48 (todos, jokes: every 30 minutes) and 24 (votes: hourly).
/// - 5 minutes is the shortest interval Apple suggests between timeline entries, and it keeps a
///   provider whose policy is always due (one entry dated now, `.atEnd`) from hammering a free
///   public API in a tight loop.
public struct RefreshBudget: Sendable, Hashable, Codable {
  /// The least time between two budgeted reloads, in seconds (default 300).
  public var minimumSpacing: TimeInterval

  /// The most budgeted reloads in any `window` (default 72; values below 1 count as 1).
  public var dailyLimit: Int

  /// The length of the rolling window `dailyLimit` applies to, in seconds (default 24 hours).
  public var window: TimeInterval

  /// Whether the budget applies; `false` in developer mode, where every reload runs when due.
  public var isEnforced: Bool

  /// Creates a budget; the defaults are WidgetKit-like (see the type's documentation).
  public init(
    minimumSpacing: TimeInterval = 5 * 60,
    dailyLimit: Int = 72,
    window: TimeInterval = 24 * 60 * 60,
    isEnforced: Bool = true
  ) {
    self.minimumSpacing = minimumSpacing
    self.dailyLimit = dailyLimit
    self.window = window
    self.isEnforced = isEnforced
  }

  /// Five minutes apart, 72 in any 24 hours.
  public static let `default` = RefreshBudget()

  /// No budget: every reload runs as soon as it is due (but never twice within
  /// `developerModeSpacing`). For developing a widget.
  public static let developerMode = RefreshBudget(isEnforced: false)

  /// The least time between two automatic reloads even when the budget is off, so that a
  /// timeline that is always due (one entry dated now, `.atEnd`) cannot spin: one second.
  public static let developerModeSpacing: TimeInterval = 1

  /// The earliest date, not before `date`, at which a budgeted reload may run.
  ///
  /// - Parameters:
  ///   - date: when the reload is due.
  ///   - history: the earlier budgeted reloads, in any order.
  ///   - lastReload: the last reload of any kind, budgeted or not (an explicit user reload is
  ///     not counted against the daily limit, but the next automatic one still keeps its
  ///     distance from it).
  /// - Returns: `date`, or later: at least `minimumSpacing` after the latest reload, and at a
  ///   moment when fewer than `dailyLimit` reloads of `history` fall in the `window` seconds
  ///   before it. When the budget is not enforced, only `developerModeSpacing` applies.
  public func earliestReload(notBefore date: Date, history: [Date], lastReload: Date? = nil)
    -> Date
  {
    let sorted = history.sorted()
    let spacing = isEnforced ? max(0, minimumSpacing) : Self.developerModeSpacing
    var candidate = date
    if let latest = [sorted.last, lastReload].compactMap({ $0 }).max() {
      candidate = max(candidate, latest.addingTimeInterval(spacing))
    }
    guard isEnforced else { return candidate }
    let limit = max(1, dailyLimit)
    let counted = sorted.filter { candidate.timeIntervalSince($0) < window }
    if counted.count >= limit {
      candidate = max(candidate, counted[counted.count - limit].addingTimeInterval(window))
    }
    return candidate
  }

  /// Whether a budgeted reload may run at `date` (the tables in the tests ask; the planner
  /// asks ``earliestReload(notBefore:history:lastReload:)``).
  func allowsReload(at date: Date, history: [Date], lastReload: Date? = nil) -> Bool {
    earliestReload(notBefore: date, history: history, lastReload: lastReload) <= date
  }

  /// The reloads of `history` that still count at `date`, oldest first: those less than
  /// `window` seconds before it, with any dated after `date` (the clock was set back) counted
  /// as at `date`. What a store keeps, so the history stays short.
  public func pruned(_ history: [Date], at date: Date) -> [Date] {
    history.map { min($0, date) }.filter { date.timeIntervalSince($0) < window }.sorted()
  }
}

/// How long to wait before retrying a reload that failed: a delay that grows with each
/// consecutive failure, up to a ceiling.
///
/// The defaults, 5 minutes doubling to at most 30: the first retry comes as soon as the refresh
/// budget's spacing allows anyway, and during a long outage the widget still tries twice an
/// hour, which costs 48 of the 72 budgeted reloads a day at most.
public struct RetryBackoff: Sendable, Hashable, Codable {
  /// The delay after the first failure, in seconds (default 300).
  public var initialDelay: TimeInterval

  /// The factor applied to the delay after each further failure (default 2).
  public var multiplier: Double

  /// The longest delay, in seconds (default 1800).
  public var maximumDelay: TimeInterval

  /// Creates a backoff; see the type's documentation for the defaults.
  public init(
    initialDelay: TimeInterval = 5 * 60,
    multiplier: Double = 2,
    maximumDelay: TimeInterval = 30 * 60
  ) {
    self.initialDelay = initialDelay
    self.multiplier = multiplier
    self.maximumDelay = maximumDelay
  }

  /// 5 minutes, doubling, at most 30 minutes.
  public static let `default` = RetryBackoff()

  /// The delay before the next attempt after `failures` consecutive failures (1 for the first):
  /// `initialDelay × multiplier^(failures − 1)`, at most `maximumDelay`, never negative.
  public func delay(afterFailures failures: Int) -> TimeInterval {
    let ceiling = max(0, maximumDelay)
    var delay = min(max(0, initialDelay), ceiling)
    var step = 1
    while step < failures, delay < ceiling {
      delay = min(delay * max(1, multiplier), ceiling)
      step += 1
    }
    return delay
  }
}
