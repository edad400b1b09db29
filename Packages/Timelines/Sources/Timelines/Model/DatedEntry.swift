import Foundation

/// An entry of any widget read for its date alone: what a refresher decodes of a stored
/// timeline to learn when it is due (``StoredTimeline/dueReload``, the budget), without
/// decoding what each entry shows.
///
/// ```swift
/// let result = await store.load(key, as: DatedEntry.self)
/// let plan = planner.plan(for: result.stored, at: now, request: .ifDue)
/// ```
public struct DatedEntry: TimelineEntry, Hashable {
  /// The date from which the entry shows.
  public var date: Date

  /// An entry dated `date`.
  public init(date: Date) {
    self.date = date
  }
}
