import Foundation

/// Where a widget's last timeline is kept between runs: one `StoredTimeline` per widget kind,
/// family and configuration.
///
/// `FileTimelineStore` keeps JSON files under the XDG state directory; `InMemoryTimelineStore`
/// keeps the same JSON in memory, for tests and for runs that should leave nothing behind.
public protocol TimelineStore: Sendable {
  /// Reads the stored timeline of the widget `key`.
  ///
  /// A value that cannot be read back (corrupt, written by an incompatible version, or for
  /// another widget) is discarded and reported as `.discarded(warning)`; the widget reloads.
  func load<Entry: TimelineEntry>(_ key: WidgetKey, as entryType: Entry.Type) async
    -> StoreLoadResult<Entry>

  /// Replaces the stored timeline of the widget `stored.key`, all at once: a reader sees the old
  /// value or the new one, never a mix.
  ///
  /// - Throws: `TimelineStoreError` when the value cannot be encoded or written.
  func save<Entry: TimelineEntry>(_ stored: StoredTimeline<Entry>) async throws

  /// Forgets the stored timeline of the widget `key`; nothing happens when there is none.
  ///
  /// - Throws: `TimelineStoreError` when an existing value cannot be removed.
  func remove(_ key: WidgetKey) async throws
}

/// What a store found for a widget.
public enum StoreLoadResult<Entry: TimelineEntry>: Sendable {
  /// A stored timeline, ready to use.
  case found(StoredTimeline<Entry>)

  /// Nothing is stored for the widget.
  case missing

  /// Something was stored but could not be used; it was discarded. Print the warning.
  case discarded(TimelineStoreWarning)

  /// The stored timeline, if one was found.
  public var stored: StoredTimeline<Entry>? {
    if case .found(let stored) = self { return stored }
    return nil
  }

  /// The warning, if the stored value was discarded.
  public var warning: TimelineStoreWarning? {
    if case .discarded(let warning) = self { return warning }
    return nil
  }
}
