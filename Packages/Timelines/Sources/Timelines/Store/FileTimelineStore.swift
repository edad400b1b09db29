import Foundation
import PrivateFiles

/// Keeps each widget's last timeline as a JSON file in the directory it is given (the apps give
/// their XDG state folder, `~/.local/state/<app>/`; the rule lives in AppCommandLine).
///
/// One file per widget (`WidgetKey.fileName`), written atomically but not flushed to disk: a
/// timeline can be fetched again. A file that cannot be read back is deleted and reported as a
/// warning, and the widget reloads.
///
/// ```swift
/// let store = FileTimelineStore(directory: URL(fileURLWithPath: "/var/lib/widgets/todos"))
/// ```
public struct FileTimelineStore: TimelineStore, ScheduleReadingStore {
  /// The directory holding the files; created on the first save.
  public let directory: URL

  let writer: StoreFileWriter

  /// The path of ``directory``, worked out once.
  let folder: FolderPath

  /// Creates a store that keeps its files in `directory`.
  public init(directory: URL) {
    self.init(directory: directory, writer: StoreFileWriter(durable: false))
  }

  init(directory: URL, writer: StoreFileWriter) {
    self.directory = directory
    self.writer = writer
    folder = FolderPath(directory)
  }

  /// The file that holds the timeline of the widget `key`.
  public func fileURL(for key: WidgetKey) -> URL {
    directory.appendingPathComponent(key.fileName, isDirectory: false)
  }

  /// Reads the widget's file; deletes it and warns when it cannot be used.
  public func load<Entry: TimelineEntry>(_ key: WidgetKey, as entryType: Entry.Type) async
    -> StoreLoadResult<Entry>
  {
    let name = key.fileName
    let data: Data
    switch read(name) {
    case .bytes(let bytes): data = bytes
    case .missing: return .missing
    case .unreadable(let warning): return .discarded(warning)
    }
    return discardingUnusable(
      StoredTimelineCodec.decode(data, for: key, at: folder.file(name), as: entryType), at: name)
  }

  /// Reads the widget's file for its schedule (for its reload history alone when
  /// `historyAlone`), its entries decoded only when asked; deletes it and warns, as
  /// ``load(_:as:)`` does, when that cannot be used.
  func loadSchedule<Entry: TimelineEntry>(
    _ key: WidgetKey, as entryType: Entry.Type, historyAlone: Bool
  ) async -> StoredScheduleRead<Entry> {
    let name = key.fileName
    switch read(name) {
    case .bytes(let data):
      let path = folder.file(name)
      switch StoredTimelineCodec.decodeSchedule(
        data, for: key, at: path, as: entryType, historyAlone: historyAlone)
      {
      case .schedule(let lazy): return .schedule(lazy)
      case .whole(let result): return .whole(discardingUnusable(result, at: name))
      }
    case .missing: return .whole(.missing)
    case .unreadable(let warning): return .whole(.discarded(warning))
    }
  }

  /// What reading a widget's file found.
  private enum FileRead {
    case bytes(Data)
    case missing
    case unreadable(TimelineStoreWarning)
  }

  /// The bytes of the file `name`, or that there is none, or why it cannot be read.
  private func read(_ name: String) -> FileRead {
    if let data = folder.contents(of: name) { return .bytes(data) }
    let path = folder.file(name)
    do {
      return .bytes(try Data(contentsOf: URL(fileURLWithPath: path, isDirectory: false)))
    } catch {
      guard FileManager.default.fileExists(atPath: path) else { return .missing }
      let problem = TimelineStoreWarning.Problem.unreadable(StoreFileWriter.reason(error))
      return .unreadable(TimelineStoreWarning(location: path, problem: problem))
    }
  }

  /// `result`, with the file `name` deleted when it was discarded.
  private func discardingUnusable<Entry>(_ result: StoreLoadResult<Entry>, at name: String)
    -> StoreLoadResult<Entry>
  {
    if case .discarded = result {
      try? FileManager.default.removeItem(atPath: folder.file(name))
    }
    return result
  }

  /// Writes the widget's file atomically.
  ///
  /// - Throws: `TimelineStoreError` when the value cannot be encoded or the file written.
  public func save<Entry: TimelineEntry>(_ stored: StoredTimeline<Entry>) async throws {
    // ``fileURL(for:)`` made from the path: half the cost of appending to the folder's URL.
    let url = URL(fileURLWithPath: folder.file(stored.key.fileName), isDirectory: false)
    let data: Data
    do {
      data = try StoredTimelineCodec.encode(stored)
    } catch {
      throw TimelineStoreError(
        operation: .encode, path: url.path, reason: StoredTimelineCodec.summary(of: error))
    }
    try writer.write(data, to: url, in: directory)
  }

  /// Deletes the widget's file, if there is one.
  ///
  /// - Throws: `TimelineStoreError` when the file exists but cannot be deleted.
  public func remove(_ key: WidgetKey) async throws {
    let url = fileURL(for: key)
    guard FileManager.default.fileExists(atPath: url.path) else { return }
    do {
      try FileManager.default.removeItem(at: url)
    } catch {
      throw TimelineStoreError(
        operation: .remove, path: url.path, reason: StoreFileWriter.reason(error))
    }
  }

  /// Deletes the temporary files that writers killed mid-write left in the store's folder
  /// (nobody holds their lock; see ``StoreFileWriter``), whatever this process wrote: a refresher
  /// calls it once a pass. The names of the files deleted.
  @discardableResult
  public func removeAbandonedTemporaryFiles() -> [String] {
    writer.sweep(directory)
  }
}
