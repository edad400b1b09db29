import Foundation

/// Keeps each widget's last timeline as a JSON file in a directory, by default
/// `$XDG_STATE_HOME/<app>/` (see `stateDirectory(app:overrideVariable:environment:)`).
///
/// One file per widget (`WidgetKey.fileName`), written atomically. A file that cannot be read
/// back is deleted and reported as a warning, and the widget reloads.
///
/// ```swift
/// let store = FileTimelineStore(directory: FileTimelineStore.stateDirectory(app: "todos"))
/// ```
public struct FileTimelineStore: TimelineStore {
  /// The directory holding the files; created on the first save.
  public let directory: URL

  let writer: AtomicFile

  /// Creates a store that keeps its files in `directory`.
  public init(directory: URL) {
    self.init(directory: directory, writer: AtomicFile())
  }

  init(directory: URL, writer: AtomicFile) {
    self.directory = directory
    self.writer = writer
  }

  /// The file that holds the timeline of the widget `key`.
  public func fileURL(for key: WidgetKey) -> URL {
    directory.appendingPathComponent(key.fileName)
  }

  /// Reads the widget's file; deletes it and warns when it cannot be used.
  public func load<Entry: TimelineEntry>(_ key: WidgetKey, as entryType: Entry.Type) async
    -> StoreLoadResult<Entry>
  {
    let url = fileURL(for: key)
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      guard FileManager.default.fileExists(atPath: url.path) else { return .missing }
      let problem = TimelineStoreWarning.Problem.unreadable(AtomicFile.reason(error))
      return .discarded(TimelineStoreWarning(location: url.path, problem: problem))
    }
    let result = StoredTimelineCodec.decode(data, for: key, at: url.path, as: entryType)
    if case .discarded = result {
      try? FileManager.default.removeItem(at: url)
    }
    return result
  }

  /// Writes the widget's file atomically.
  ///
  /// - Throws: `TimelineStoreError` when the value cannot be encoded or the file written.
  public func save<Entry: TimelineEntry>(_ stored: StoredTimeline<Entry>) async throws {
    let url = fileURL(for: stored.key)
    let data: Data
    do {
      data = try StoredTimelineCodec.encode(stored)
    } catch {
      throw TimelineStoreError(
        operation: .encode, path: url.path, reason: StoredTimelineCodec.summary(of: error))
    }
    try writer.write(data, to: url)
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
      throw TimelineStoreError(operation: .remove, path: url.path, reason: AtomicFile.reason(error))
    }
  }
}

extension FileTimelineStore {
  /// The directory an app keeps its widget state in, following the XDG Base Directory rules:
  ///
  /// 1. the value of the environment variable `overrideVariable` (e.g. `TODOS_STATE_DIR`),
  ///    when it is set and not empty;
  /// 2. else `$XDG_STATE_HOME/<app>`, when `XDG_STATE_HOME` is an absolute path (the
  ///    specification says to ignore a relative one);
  /// 3. else `$HOME/.local/state/<app>`.
  ///
  /// - Parameters:
  ///   - app: the application's name, one path component (e.g. `"todos"`).
  ///   - overrideVariable: an environment variable that names the directory outright.
  ///   - environment: the environment to read; the process's by default.
  public static func stateDirectory(
    app: String,
    overrideVariable: String? = nil,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> URL {
    if let overrideVariable, let path = environment[overrideVariable], !path.isEmpty {
      return URL(fileURLWithPath: path, isDirectory: true)
    }
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
      return URL(fileURLWithPath: state, isDirectory: true)
        .appendingPathComponent(app, isDirectory: true)
    }
    let home =
      environment["HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
      ?? FileManager.default.homeDirectoryForCurrentUser
    return
      home
      .appendingPathComponent(".local/state", isDirectory: true)
      .appendingPathComponent(app, isDirectory: true)
  }
}
