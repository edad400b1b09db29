import Foundation
import Synchronization

/// Deletes the temporary files that writers killed between writing and renaming left in the
/// store's folders (`.NAME.UUID.tmp`, see ``AtomicFile``), which no reader looks at and nothing
/// else would ever remove.
///
/// A folder is listed on the first write a process makes there and then at most once every
/// ``grace`` of the process's time, never on every write nor every so many writes (a listing
/// every 256 writes made a pass over 10,000 widgets list 10,000 files 39 times): a `refresh`
/// pass pays one listing however many widgets it writes. A file younger than ``grace`` is left alone, so a writer in another
/// process that is still writing is not disturbed (the HTTP cache sweeps its own the same way).
enum TemporaryFileSweep {
  /// How old a temporary file must be before it is deleted: 10 minutes.
  static let grace: TimeInterval = 600

  /// When each folder was last swept, by path.
  private static let sweptAt = Mutex<[String: ContinuousClock.Instant]>([:])

  /// Records a write into `directory` at `now`; whether the folder is due a sweep: on the
  /// first write of the process there, and once ``grace`` has passed since the last sweep.
  static func recordWrite(in directory: URL, at now: ContinuousClock.Instant = .now) -> Bool {
    sweptAt.withLock { swept in
      if let last = swept[directory.path], last.duration(to: now) < .seconds(grace) {
        return false
      }
      swept[directory.path] = now
      return true
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
