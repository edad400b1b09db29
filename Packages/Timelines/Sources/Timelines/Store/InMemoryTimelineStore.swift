import Foundation

/// Keeps each widget's last timeline in memory, encoded as the same JSON a file store writes,
/// so tests exercise the real encoding and leave nothing on disk.
public actor InMemoryTimelineStore: TimelineStore, ScheduleReadingStore {
  private var values: [WidgetKey: Data] = [:]

  /// Creates an empty store.
  public init() {}

  /// The widgets something is stored for.
  public var keys: Set<WidgetKey> {
    Set(values.keys)
  }

  /// Decodes the widget's value; discards it with a warning when it cannot be used.
  public func load<Entry: TimelineEntry>(_ key: WidgetKey, as entryType: Entry.Type)
    -> StoreLoadResult<Entry>
  {
    guard let data = values[key] else { return .missing }
    let location = "memory:\(key.fileName)"
    let result = StoredTimelineCodec.decode(data, for: key, at: location, as: entryType)
    if case .discarded = result {
      values[key] = nil
    }
    return result
  }

  /// Reads the widget's value for its schedule (for its reload history alone when
  /// `historyAlone`), its entries decoded only when asked; discards it with a warning, as
  /// ``load(_:as:)`` does, when that cannot be used.
  func loadSchedule<Entry: TimelineEntry>(
    _ key: WidgetKey, as entryType: Entry.Type, historyAlone: Bool
  ) -> StoredScheduleRead<Entry> {
    guard let data = values[key] else { return .whole(.missing) }
    let location = "memory:\(key.fileName)"
    let read = StoredTimelineCodec.decodeSchedule(
      data, for: key, at: location, as: entryType, historyAlone: historyAlone)
    if case .whole(.discarded) = read {
      values[key] = nil
    }
    return read
  }

  /// Encodes and keeps the widget's value.
  ///
  /// - Throws: `TimelineStoreError` when the value cannot be encoded.
  public func save<Entry: TimelineEntry>(_ stored: StoredTimeline<Entry>) throws {
    do {
      values[stored.key] = try StoredTimelineCodec.encode(stored)
    } catch {
      throw TimelineStoreError(
        operation: .encode, path: "memory:\(stored.key.fileName)",
        reason: StoredTimelineCodec.summary(of: error))
    }
  }

  /// Forgets the widget's value.
  public func remove(_ key: WidgetKey) {
    values[key] = nil
  }

  /// Replaces the widget's stored bytes as they are, valid or not: for tests of what a widget
  /// does with a corrupt or outdated value.
  public func replaceRawData(_ data: Data, for key: WidgetKey) {
    values[key] = data
  }

  /// The widget's stored bytes, for this package's tests that inspect the encoding.
  package func rawData(for key: WidgetKey) -> Data? {
    values[key]
  }
}
