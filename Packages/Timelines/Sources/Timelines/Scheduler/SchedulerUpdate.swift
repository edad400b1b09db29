import Foundation

/// One step of a running widget: the entry to draw now, where it came from, when the
/// scheduler wakes next, and why this update happened.
public struct SchedulerUpdate<Entry: TimelineEntry>: Sendable {
  /// The clock's date when the update was made.
  public var date: Date

  /// The entry to draw.
  public var entry: Entry

  /// Where `entry` came from: a timeline (and its place there), the placeholder, or the
  /// provider's fallback after a failure.
  public var source: EntrySource

  /// Whether the last reload failed, so the entry is older data or a fallback.
  public var isStale: Bool

  /// When the scheduler wakes next (an entry starts or a reload is due); `nil` when nothing is
  /// left to happen and the sequence ends after this update.
  public var nextWake: Date?

  /// Why this update happened.
  public var reason: UpdateReason

  /// Lines to print on stderr: a stored timeline that was discarded, a save that failed.
  public var warnings: [String]

  /// What the provider threw when this update's reload failed (``UpdateReason/failed(message:retryAt:)``),
  /// for a caller that answers with the failure's own kind (a timeout is not a dead service);
  /// `nil` otherwise.
  public var reloadError: (any Error)?

  /// The widget's state as its store holds it after this update, as far as the run knows: what
  /// it loaded, or what it saved since; `nil` when the store holds nothing of it (or there is
  /// no store). A save that failed leaves the state before it. A refresher reads the outcome
  /// of a reload here, without reading the file again.
  public var stored: StoredTimeline<Entry>?

  /// Creates an update.
  public init(
    date: Date,
    entry: Entry,
    source: EntrySource,
    isStale: Bool,
    nextWake: Date?,
    reason: UpdateReason,
    warnings: [String] = [],
    reloadError: (any Error)? = nil,
    stored: StoredTimeline<Entry>? = nil
  ) {
    self.date = date
    self.entry = entry
    self.source = source
    self.isStale = isStale
    self.nextWake = nextWake
    self.reason = reason
    self.warnings = warnings
    self.reloadError = reloadError
    self.stored = stored
  }

  /// The reason as one line, with times as HH:mm in `timeZone`.
  public func description(in timeZone: TimeZone) -> String {
    reason.description(in: timeZone)
  }
}

/// Where the entry of an update came from.
public enum EntrySource: Sendable, Hashable {
  /// The timeline's entry `position` of `count`, from 1, in date order.
  case timeline(position: Int, count: Int)

  /// The provider's placeholder: the timeline is empty.
  case placeholder

  /// The provider's fallback: the last reload failed and no earlier timeline was at hand.
  case fallback
}
