import Foundation

/// The JSON form of a `StoredTimeline`, shared by every store so that they accept and reject
/// exactly the same data.
enum StoredTimelineCodec {
  /// The fields read before the whole value, to tell an incompatible file from a corrupt one.
  private struct Header: Decodable {
    let formatVersion: Int?
    let kind: String?
    let family: WidgetFamily?
    let configurationKey: String?
  }

  /// Encodes `stored` as compact JSON, its keys in no set order; dates keep their full
  /// precision. Sorting and indenting the keys cost more than half of the encoding, which a
  /// refresher pays for every widget it reloads (`timeline --json` prints a widget's timeline
  /// for a person).
  static func encode<Entry: TimelineEntry>(_ stored: StoredTimeline<Entry>) throws -> Data {
    try JSONEncoder().encode(stored)
  }

  /// Decodes the value stored for `key` at `location`, or says why it cannot be used.
  static func decode<Entry: TimelineEntry>(
    _ data: Data,
    for key: WidgetKey,
    at location: String,
    as entryType: Entry.Type
  ) -> StoreLoadResult<Entry> {
    let decoder = JSONDecoder()
    func discard(_ problem: TimelineStoreWarning.Problem) -> StoreLoadResult<Entry> {
      .discarded(TimelineStoreWarning(location: location, problem: problem))
    }
    let expected = StoredTimeline<Entry>.currentFormatVersion
    // The whole value first: a good file is parsed once. Only a file that does not decode is
    // read again for its header, to tell an incompatible file from a corrupt one.
    let stored: StoredTimeline<Entry>
    do {
      stored = try decoder.decode(StoredTimeline<Entry>.self, from: data)
    } catch {
      let header: Header
      do {
        header = try decoder.decode(Header.self, from: data)
      } catch let headerError {
        return discard(.unreadable(Self.summary(of: headerError)))
      }
      guard header.formatVersion == expected else {
        return discard(.incompatibleVersion(found: header.formatVersion, expected: expected))
      }
      return discard(.unreadable(Self.summary(of: error)))
    }
    guard stored.formatVersion == expected else {
      return discard(.incompatibleVersion(found: stored.formatVersion, expected: expected))
    }
    guard stored.key == key else { return discard(.otherWidget(stored.key)) }
    return .found(stored)
  }

  /// The fields a forced reload reads of a stored timeline: which widget, and the reloads
  /// counting against its budget.
  private struct ReloadHistoryHead: Decodable {
    let formatVersion: Int
    let kind: String
    let family: WidgetFamily
    let configurationKey: String
    let reloadHistory: [Date]

    var key: WidgetKey {
      WidgetKey(kind: kind, family: family, configurationKey: configurationKey)
    }
  }

  /// Reads the value stored for `key` at `location` for its schedule (``DatedEntry``), or for
  /// its reload history alone when `historyAlone`, keeping the bytes to decode the entries
  /// later. A value whose schedule (or history) does not read, is of another version or of
  /// another widget is decoded whole, so that the warning is the one `decode` gives.
  static func decodeSchedule<Entry: TimelineEntry>(
    _ data: Data,
    for key: WidgetKey,
    at location: String,
    as entryType: Entry.Type,
    historyAlone: Bool = false
  ) -> StoredScheduleRead<Entry> {
    let decoder = JSONDecoder()
    let expected = StoredTimeline<Entry>.currentFormatVersion
    var read: (history: [Date], schedule: StoredTimeline<DatedEntry>?)?
    if historyAlone {
      if let head = try? decoder.decode(ReloadHistoryHead.self, from: data),
        head.formatVersion == expected, head.key == key
      {
        read = (head.reloadHistory, nil)
      }
    } else if let schedule = try? decoder.decode(StoredTimeline<DatedEntry>.self, from: data),
      schedule.formatVersion == expected, schedule.key == key
    {
      read = (schedule.reloadHistory, schedule)
    }
    guard let read else { return .whole(decode(data, for: key, at: location, as: entryType)) }
    return .schedule(
      LazyStoredTimeline(
        reloadHistory: read.history, schedule: read.schedule, data: data, key: key,
        location: location))
  }

  /// A one-line account of a decoding error: what went wrong and where.
  static func summary(of error: any Error) -> String {
    guard let decoding = error as? DecodingError else { return oneLine("\(error)") }
    switch decoding {
    case .dataCorrupted(let context):
      return oneLine("invalid JSON" + path(context.codingPath))
    case .keyNotFound(let key, let context):
      return "missing \(key.stringValue)" + path(context.codingPath)
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return oneLine(context.debugDescription + path(context.codingPath))
    @unknown default:
      return oneLine("\(decoding)")
    }
  }

  private static func path(_ codingPath: [any CodingKey]) -> String {
    codingPath.isEmpty ? "" : " at " + codingPath.map(\.stringValue).joined(separator: ".")
  }

  private static func oneLine(_ text: String) -> String {
    let flat = text.split(whereSeparator: \.isNewline).joined(separator: " ")
    return flat.count > 160 ? String(flat.prefix(159)) + "…" : flat
  }
}
