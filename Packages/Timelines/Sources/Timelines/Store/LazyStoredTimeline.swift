import Foundation

/// A stored timeline read for its schedule (or for its reload history alone), whose entries
/// are decoded only when asked: what a scheduler starts from. A reload replaces the entries,
/// so a forced reload needs no more than the reload history, and a due one no more than the
/// schedule; only a start that shows the stored entries, or a failed reload that keeps them,
/// decodes them.
struct LazyStoredTimeline<Entry: TimelineEntry>: Sendable {
  /// The budgeted reloads still counting against the refresh budget, oldest first.
  let reloadHistory: [Date]

  /// The stored state, each entry read for its date alone; `nil` when it was read for its
  /// reload history alone.
  let schedule: StoredTimeline<DatedEntry>?

  /// The stored bytes, decoded again for the whole state by ``decoded()``.
  let data: Data
  /// The widget the bytes must be stored for.
  let key: WidgetKey
  /// Where the bytes were read, for warnings.
  let location: String

  /// The whole stored state, or why it cannot be used, as a store's `load` says it.
  func decoded() -> StoreLoadResult<Entry> {
    StoredTimelineCodec.decode(data, for: key, at: location, as: Entry.self)
  }
}

/// What a store read for a widget's schedule: the schedule with its entries still undecoded,
/// or, when the schedule cannot be used, what a whole `load` finds (its warning word for word).
enum StoredScheduleRead<Entry: TimelineEntry>: Sendable {
  /// The schedule reads and belongs to the widget.
  case schedule(LazyStoredTimeline<Entry>)

  /// What a `load` of the whole value finds.
  case whole(StoreLoadResult<Entry>)
}

/// A store that can read a widget's stored timeline for its schedule first (both of this
/// package's stores); the scheduler loads the whole value from any other.
protocol ScheduleReadingStore: TimelineStore {
  /// Reads the widget's stored timeline for its schedule, or for its reload history alone
  /// when `historyAlone`; a value that cannot be used is discarded as
  /// ``TimelineStore/load(_:as:)`` discards it.
  func loadSchedule<Entry: TimelineEntry>(
    _ key: WidgetKey, as entryType: Entry.Type, historyAlone: Bool
  ) async -> StoredScheduleRead<Entry>
}
