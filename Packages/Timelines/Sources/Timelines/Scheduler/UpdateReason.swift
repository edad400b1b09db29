import Foundation

/// Why the widget's view changed (or was drawn), in words a person can read in a log or on
/// stderr: "entry 2 of 4 (14:15)", "reload: policy after 14:30",
/// "reload deferred by budget to 14:35", "reload failed: timed out; retrying at 14:40".
public enum UpdateReason: Sendable, Hashable, CustomStringConvertible {
  /// The timeline moved on to its entry `position` of `count` (from 1), dated `date`.
  case entry(position: Int, count: Int, date: Date)

  /// A reload succeeded; the trigger says why it ran.
  case reloaded(ReloadTrigger)

  /// A reload is due but the refresh budget holds it back until the date.
  case deferred(until: Date)

  /// A reload failed with the message; the next attempt is at `retryAt`.
  case failed(message: String, retryAt: Date)

  /// The widget was drawn from a stored timeline fetched at `fetchedAt`; the next reload is due
  /// at `nextReload` (`nil`: none is scheduled).
  case restored(fetchedAt: Date, nextReload: Date?)

  /// One line for a person, with times as HH:mm in `timeZone`.
  public func description(in timeZone: TimeZone) -> String {
    func time(_ date: Date) -> String { ClockText.hourMinute(date, in: timeZone) }
    switch self {
    case .entry(let position, let count, let date):
      return "entry \(position) of \(count) (\(time(date)))"
    case .reloaded(let trigger):
      return trigger.description(in: timeZone)
    case .deferred(let until):
      return "reload deferred by budget to \(time(until))"
    case .failed(let message, let retryAt):
      return "reload failed: \(message); retrying at \(time(retryAt))"
    case .restored(let fetchedAt, let nextReload):
      let next = nextReload.map { "reload due \(time($0))" } ?? "no reload scheduled"
      return "stored timeline from \(time(fetchedAt)); \(next)"
    }
  }

  /// One line for a person, with times in the current time zone.
  public var description: String {
    description(in: .current)
  }
}

/// Why a reload runs.
public enum ReloadTrigger: Sendable, Hashable {
  /// No timeline was at hand (first run, or the stored one was missing or discarded).
  case initial

  /// The user asked for it; bypasses the refresh budget and does not count against it.
  case user

  /// The `.atEnd` policy: the last entry, dated as given, has passed.
  case policyAtEnd(Date)

  /// The `.after(date)` policy, with the date it named.
  case policyAfter(Date)

  /// A retry after `attempt` consecutive failures (1 for the first retry).
  case retry(attempt: Int)

  /// A refresher asked for it (`refresh` without `--if-due`); counts against the budget.
  case requested

  /// Whether this reload counts against the refresh budget: all but `.user`.
  public var isBudgeted: Bool {
    self != .user
  }

  /// One line for a person, times as HH:mm in `timeZone`: "reload: policy after 14:30".
  public func description(in timeZone: TimeZone) -> String {
    switch self {
    case .initial:
      return "reload: no timeline yet"
    case .user:
      return "reload: requested by user"
    case .policyAtEnd(let date):
      return "reload: policy at end (\(ClockText.hourMinute(date, in: timeZone)))"
    case .policyAfter(let date):
      return "reload: policy after \(ClockText.hourMinute(date, in: timeZone))"
    case .retry(let attempt):
      return "reload: retry \(attempt) after failure"
    case .requested:
      return "reload: requested by refresh"
    }
  }
}

/// Formats dates as a person reads them in a status line.
public enum ClockText {
  /// `HH:mm` on a 24-hour clock in `timeZone`, independent of the locale.
  public static func hourMinute(_ date: Date, in timeZone: TimeZone) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let parts = calendar.dateComponents([.hour, .minute], from: date)
    let hour = parts.hour ?? 0
    let minute = parts.minute ?? 0
    return (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
  }
}
