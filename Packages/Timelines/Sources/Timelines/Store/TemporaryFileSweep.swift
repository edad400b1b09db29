import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Deletes the temporary files that writers killed between writing and renaming left in the
/// store's folders (`.NAME.UUID.tmp`, see ``AtomicFile``), which no reader looks at and nothing
/// else would ever remove.
///
/// A temporary file is abandoned when nobody holds its `flock` (its writer holds one from
/// creating it to renaming it, and the kernel drops it however the writer ends) and it is
/// older than ``minimumAge`` (the moment between a writer's `open` and its `flock`, and
/// writers that take no lock). One that a live writer holds is never touched, however old.
///
/// A writer lists a folder on its first write there and then at most once every
/// ``listingSpacing`` of the process's time, never on every write nor every so many writes (a
/// listing every 256 writes made a pass over 10,000 widgets list 10,000 files 39 times); a
/// refresher's pass sweeps the store's folders once whatever it wrote
/// (``FileTimelineStore/removeAbandonedTemporaryFiles()``).
enum TemporaryFileSweep {
  /// How often a writer lists a folder it writes to: every 10 minutes at most.
  static let listingSpacing: TimeInterval = 600
  /// How old an unlocked temporary file must be before it is deleted: 5 seconds.
  static let minimumAge: TimeInterval = 5

  /// When each folder was last swept, by path.
  private static let sweptAt = Mutex<[String: ContinuousClock.Instant]>([:])

  /// Records a write into `directory` at `now`; whether the folder is due a sweep: on the
  /// first write of the process there, and once ``listingSpacing`` has passed since the last.
  static func recordWrite(in directory: URL, at now: ContinuousClock.Instant = .now) -> Bool {
    sweptAt.withLock { swept in
      if let last = swept[directory.path], last.duration(to: now) < .seconds(listingSpacing) {
        return false
      }
      swept[directory.path] = now
      return true
    }
  }

  /// Deletes every abandoned temporary file directly in `directory`: nobody holds its lock
  /// and it was last modified more than ``minimumAge`` before `now`. Files that cannot be
  /// listed, opened or deleted are skipped.
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
        now.timeIntervalSince(modified) > minimumAge,
        removeIfUnlocked(url)
      else { continue }
      deleted.append(name)
    }
    return deleted.sorted()
  }

  /// Deletes the file at `url` when its `flock` can be taken (no writer holds it), holding it
  /// meanwhile; whether it did.
  private static func removeIfUnlocked(_ url: URL) -> Bool {
    let descriptor = open(url.path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { return false }
    return unlink(url.path) == 0
  }

  /// Whether `name` is one of ``AtomicFile``'s temporary files: `.NAME.UUID.tmp`.
  static func isTemporary(_ name: String) -> Bool {
    name.hasPrefix(".") && name.hasSuffix(".tmp")
  }
}
