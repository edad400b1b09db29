import Foundation

/// What the store keeps for one widget: its last timeline, when it was fetched, the reloads
/// that count against its budget, and whether the last reload failed.
///
/// It is the whole state a scheduler needs to resume, so a one-shot `widget` command that runs
/// once a minute from cron draws from it instantly, reloads only when the policy and the budget
/// allow, and keeps backing off across runs while a service is down.
public struct StoredTimeline<Entry: TimelineEntry>: Sendable, Codable {
  /// The format version this build writes; a file with another version is discarded.
  public static var currentFormatVersion: Int { 1 }

  /// The format version of this value (`currentFormatVersion` when created here).
  public var formatVersion: Int

  /// The widget's kind.
  public var kind: String

  /// The widget's family.
  public var family: WidgetFamily

  /// The widget configuration's `storageKey`.
  public var configurationKey: String

  /// The timeline to draw from: the provider's last, or a fallback (see `isFallback`).
  public var timeline: Timeline<Entry>

  /// When `timeline` was received (for a fallback, when the failing reload ran).
  public var fetchedAt: Date

  /// The budgeted reloads still counting against the refresh budget, oldest first.
  public var reloadHistory: [Date]

  /// Whether `timeline` holds the provider's fallback entry rather than real data: the last
  /// reload failed and no earlier timeline was at hand.
  public var isFallback: Bool

  /// The failure of the last reload, `nil` when it succeeded.
  public var failure: ReloadFailure?

  /// Creates the stored state of the widget `key`.
  public init(
    key: WidgetKey,
    timeline: Timeline<Entry>,
    fetchedAt: Date,
    reloadHistory: [Date] = [],
    isFallback: Bool = false,
    failure: ReloadFailure? = nil
  ) {
    formatVersion = Self.currentFormatVersion
    kind = key.kind
    family = key.family
    configurationKey = key.configurationKey
    self.timeline = timeline
    self.fetchedAt = fetchedAt
    self.reloadHistory = reloadHistory
    self.isFallback = isFallback
    self.failure = failure
  }

  /// The widget this state belongs to.
  public var key: WidgetKey {
    WidgetKey(kind: kind, family: family, configurationKey: configurationKey)
  }

  /// When the next reload is due, before the budget, and why: the retry date after a failure,
  /// else the policy's date; `nil` for `.never` with no failure outstanding.
  public var dueReload: (date: Date, trigger: ReloadTrigger)? {
    if let failure {
      return (failure.retryAt, .retry(attempt: failure.consecutiveFailures))
    }
    guard let date = timeline.nextReloadDate(after: fetchedAt) else { return nil }
    switch timeline.policy {
    case .after(let named):
      return (date, .policyAfter(named))
    case .atEnd, .never:
      return (date, .policyAtEnd(timeline.lastEntryDate ?? fetchedAt))
    }
  }
}

extension StoredTimeline: Equatable where Entry: Equatable {}

/// The failure of a widget's last reload, kept so that backoff continues across runs.
public struct ReloadFailure: Sendable, Codable, Hashable {
  /// One line saying what went wrong, for a person.
  public var message: String

  /// How many reloads in a row have failed (1 after the first).
  public var consecutiveFailures: Int

  /// When the next attempt is due (already past the backoff, the service's `Retry-After` and
  /// the budget).
  public var retryAt: Date

  /// How long the service asked to wait (capped at
  /// ``ReloadPlanner/longestRetryAfter``), when it did.
  public var retryAfter: TimeInterval?

  /// Creates a failure record.
  public init(
    message: String, consecutiveFailures: Int, retryAt: Date, retryAfter: TimeInterval? = nil
  ) {
    self.message = message
    self.consecutiveFailures = consecutiveFailures
    self.retryAt = retryAt
    self.retryAfter = retryAfter
  }

  /// The message, and the wait the service asked for when it set the retry date:
  /// "HTTP 429 from …; the service asked to wait 24 h".
  public var summary: String {
    guard let wait = retryAfter, wait > 0 else { return message }
    return "\(message); the service asked to wait \(Self.duration(wait))"
  }

  /// The stored names: `retryAfter` was `serviceRetryAfter` in 0.2, and timelines stored then
  /// must still read.
  enum CodingKeys: String, CodingKey {
    case message, consecutiveFailures, retryAt
    case retryAfter = "serviceRetryAfter"
  }

  /// A wait as "45 s", "30 min" or "24 h", rounded up.
  static func duration(_ seconds: TimeInterval) -> String {
    let whole = Int(min(seconds.rounded(.up), 1e9))
    if whole >= 3600, whole % 3600 == 0 { return "\(whole / 3600) h" }
    if whole >= 60, whole % 60 == 0 { return "\(whole / 60) min" }
    return "\(whole) s"
  }
}
