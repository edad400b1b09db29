import Foundation
import PrivateFiles

/// Keeps the placed widgets of one app, one JSON file per widget in a `placed` folder beside
/// the timelines, written atomically.
///
/// ```swift
/// let placements = PlacementStore(directory: stateFolder.appendingPathComponent("placed"))
/// try placements.place(PlacedWidget(key: key, lastDrawn: now))
/// for widget in placements.all().widgets { … }
/// ```
public struct PlacementStore: Sendable {
  /// How long a widget stays placed without being drawn: 7 days.
  public static let forgetAfter: TimeInterval = 7 * 24 * 60 * 60

  /// The folder holding one file per placed widget; created on the first save.
  public let directory: URL

  let writer = StoreFileWriter()

  /// The path of ``directory``, worked out once.
  let folder: FolderPath

  /// Creates a store that keeps its files in `directory`.
  public init(directory: URL) {
    self.directory = directory
    folder = FolderPath(directory)
  }

  /// The file that records the widget `key`.
  public func fileURL(for key: WidgetKey) -> URL {
    directory.appendingPathComponent(key.fileName, isDirectory: false)
  }

  /// Records `widget`, replacing an earlier record of the same key.
  ///
  /// - Throws: `TimelineStoreError` when the file cannot be written.
  public func place(_ widget: PlacedWidget) throws {
    let url = fileURL(for: widget.key)
    let data: Data
    do {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      data = try encoder.encode(widget)
    } catch {
      throw TimelineStoreError(
        operation: .encode, path: url.path, reason: StoredTimelineCodec.summary(of: error))
    }
    try writer.write(data, to: url, in: directory)
  }

  /// The record of the widget `key`, when it is placed and its record can be read.
  public func placed(_ key: WidgetKey) -> PlacedWidget? {
    try? decode(fileNamed: key.fileName)
  }

  /// Whether a record of the widget `key` is there, without reading it: what a refresher
  /// asks, once it holds a widget's lock, to learn that the widget was removed meanwhile.
  public func isPlaced(_ key: WidgetKey) -> Bool {
    var status = stat()
    return lstat(folder.file(key.fileName), &status) == 0
  }

  /// The record in the file `name` of the folder (as inotify names it), when it is there and
  /// can be read: how a service learns which widget a changed file places.
  public func placed(fileNamed name: String) -> PlacedWidget? {
    guard !name.contains("/"), name.hasSuffix(".json") else { return nil }
    return try? decode(fileNamed: name)
  }

  /// Forgets the widget `key`: its record is removed (the widget is placed again the next
  /// time a surface draws it). Whether there was a record to remove.
  ///
  /// - Throws: `TimelineStoreError` when the record is there and cannot be removed.
  @discardableResult
  public func remove(_ key: WidgetKey) throws -> Bool {
    let url = fileURL(for: key)
    guard FileManager.default.fileExists(atPath: url.path) else { return false }
    do {
      try FileManager.default.removeItem(at: url)
    } catch {
      throw TimelineStoreError(
        operation: .remove, path: url.path, reason: StoreFileWriter.reason(error))
    }
    return true
  }

  /// Deletes the temporary files that writers killed mid-write left among the records, as
  /// ``FileTimelineStore/removeAbandonedTemporaryFiles()`` does. The names of those deleted.
  @discardableResult
  public func removeAbandonedTemporaryFiles() -> [String] {
    writer.sweep(directory)
  }

  /// Every placed widget, by key order, and a warning for each file that could not be used.
  ///
  /// - Parameter removingUnusable: delete those files (the widget is placed again the next
  ///   time a surface draws it), as a refresher does; a reader leaves them.
  public func all(removingUnusable: Bool = true) -> (
    widgets: [PlacedWidget], warnings: [TimelineStoreWarning]
  ) {
    let names =
      (try? FileManager.default.contentsOfDirectory(atPath: directory.path))?
      .filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted() ?? []
    var widgets: [PlacedWidget] = []
    var warnings: [TimelineStoreWarning] = []
    for name in names {
      do {
        widgets.append(try decode(fileNamed: name))
      } catch {
        warnings.append(error.warning)
        if removingUnusable { try? FileManager.default.removeItem(atPath: folder.file(name)) }
      }
    }
    return (widgets, warnings)
  }

  /// Forgets the widgets not drawn since `forgetAfter` before `now`, and returns them.
  public func forgetUndrawn(at now: Date) -> [PlacedWidget] {
    let cutoff = now.addingTimeInterval(-Self.forgetAfter)
    // Damaged records are left for `all()` to report and delete: dropped here, they would
    // vanish without a word.
    return all(removingUnusable: false).widgets.filter { widget in
      guard widget.lastDrawn < cutoff else { return false }
      return (try? remove(widget.key)) == true
    }
  }

  /// Why a record cannot be used.
  private struct Unusable: Error {
    let warning: TimelineStoreWarning
  }

  /// The record in the file `name` of the folder, or why it cannot be used.
  private func decode(fileNamed name: String) throws(Unusable) -> PlacedWidget {
    let path = folder.file(name)
    func unusable(_ problem: TimelineStoreWarning.Problem) -> Unusable {
      Unusable(
        warning: TimelineStoreWarning(location: path, problem: problem, record: .placement))
    }
    let widget: PlacedWidget
    do {
      // Read by path; a file that cannot be read is read again as a URL for the reason.
      let data =
        try folder.contents(of: name)
        ?? Data(contentsOf: URL(fileURLWithPath: path, isDirectory: false))
      widget = try JSONDecoder().decode(PlacedWidget.self, from: data)
    } catch {
      throw unusable(.unreadable(StoredTimelineCodec.summary(of: error)))
    }
    guard widget.formatVersion == PlacedWidget.currentFormatVersion else {
      throw unusable(
        .incompatibleVersion(
          found: widget.formatVersion, expected: PlacedWidget.currentFormatVersion))
    }
    guard name == widget.key.fileName else {
      throw unusable(.otherWidget(widget.key))
    }
    return widget
  }
}
