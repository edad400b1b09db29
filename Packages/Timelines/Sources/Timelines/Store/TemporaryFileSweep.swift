import Foundation

/// Deletes the temporary files that writers killed between writing and renaming left in the
/// store's folders (`.NAME.UUID.tmp`, see ``AtomicFile``), which no reader looks at and nothing
/// else would ever remove.
///
/// A folder is listed on the first write a process makes there and every ``writesPerSweep``
/// writes after, never on every write: a `refresh` pass or a `service` pays one listing for
/// hundreds of widgets. A file younger than ``grace`` is left alone, so a writer in another
/// process that is still writing is not disturbed (the HTTP cache sweeps its own the same way).
enum TemporaryFileSweep {
  /// How old a temporary file must be before it is deleted: 10 minutes.
  static let grace: TimeInterval = 600

  /// How many writes into a folder may pass between two sweeps of it.
  static let writesPerSweep = 256

  /// The writes made into each folder since it was last swept, by path.
  private static let writesSinceSweep = Locked<[String: Int]>([:])

  /// Records a write into `directory`; whether the folder is due a sweep now: on the first
  /// write of the process there and on every ``writesPerSweep``-th after it.
  static func recordWrite(in directory: URL) -> Bool {
    writesSinceSweep.withLock { counts in
      let count = counts[directory.path]
      guard let count, count + 1 < writesPerSweep else {
        counts[directory.path] = 0
        return true
      }
      counts[directory.path] = count + 1
      return false
    }
  }

  /// Deletes every temporary file directly in `directory` last modified more than ``grace``
  /// before `now`. Files that cannot be listed or deleted are skipped.
  ///
  /// - Returns: The names of the files deleted.
  @discardableResult
  static func sweep(_ directory: URL, now: Date) -> [String] {
    let keys: [URLResourceKey] = [.contentModificationDateKey, .isRegularFileKey]
    guard
      let urls = try? FileManager.default.contentsOfDirectory(
        at: directory, includingPropertiesForKeys: keys)
    else { return [] }
    var deleted: [String] = []
    for url in urls {
      let name = url.lastPathComponent
      guard Self.isTemporary(name),
        let values = try? url.resourceValues(forKeys: Set(keys)),
        values.isRegularFile == true,
        let modified = values.contentModificationDate,
        now.timeIntervalSince(modified) > grace,
        (try? FileManager.default.removeItem(at: url)) != nil
      else { continue }
      deleted.append(name)
    }
    return deleted.sorted()
  }

  /// Whether `name` is one of ``AtomicFile``'s temporary files: `.NAME.UUID.tmp`.
  static func isTemporary(_ name: String) -> Bool {
    name.hasPrefix(".") && name.hasSuffix(".tmp")
  }
}
