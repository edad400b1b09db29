import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

extension PrivateFile {
  /// How old a temporary file nobody holds must be before it is deleted: 5 seconds (the
  /// moment between a writer's `open` and its `flock`, and writers that take no lock).
  public static let abandonedAge: TimeInterval = 5

  /// Whether `name` is one of the temporary files ``replace(_:at:durable:modificationDate:writeBytes:)``
  /// makes: `.NAME.RANDOM.tmp`.
  public static func isTemporary(_ name: String) -> Bool {
    name.hasPrefix(".") && name.hasSuffix(".tmp")
  }

  /// Deletes the temporary files directly in `directory` that writers killed mid-write left:
  /// nobody holds their lock and they were last modified more than ``abandonedAge`` before
  /// `now`. One that a live writer holds is never touched, however old. Files that cannot be
  /// listed, opened or deleted are skipped.
  ///
  /// - Returns: The names of the files deleted, in order.
  @discardableResult
  public static func removeAbandonedTemporaryFiles(in directory: URL, now: Date = Date())
    -> [String]
  {
    let keys: Set<URLResourceKey> = [.contentModificationDateKey, .isRegularFileKey]
    // Names first: only the temporary files are looked at (a state folder holds thousands of
    // others).
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path)
    else { return [] }
    var deleted: [String] = []
    for name in names where isTemporary(name) {
      let url = directory.appendingPathComponent(name, isDirectory: false)
      guard let values = try? url.resourceValues(forKeys: keys),
        values.isRegularFile == true, let modified = values.contentModificationDate,
        removeIfAbandoned(url, modified: modified, now: now)
      else { continue }
      deleted.append(url.lastPathComponent)
    }
    return deleted.sorted()
  }

  /// When each folder was last swept in this process, by path.
  private static let sweptAt = Mutex<[String: ContinuousClock.Instant]>([:])

  /// Records a write into `directory` at `now`; whether the folder is due a sweep: on the
  /// first write of the process there, then once `spacing` has passed since the last (never
  /// again when `spacing` is `nil`). A writer sweeps its folders this way, never on every
  /// write nor every so many writes: a listing every 256 writes made a pass over 10,000
  /// widgets list 10,000 files 39 times.
  public static func isSweepDue(
    in directory: URL, spacing: Duration?, at now: ContinuousClock.Instant = .now
  ) -> Bool {
    sweptAt.withLock { swept in
      let path = directory.standardizedFileURL.path
      if let last = swept[path], spacing.map({ last.duration(to: now) < $0 }) ?? true {
        return false
      }
      swept[path] = now
      return true
    }
  }

  /// ``removeAbandonedTemporaryFiles(in:now:)`` on the first call for `directory` in this
  /// process, nothing on later ones: for a writer that sweeps its folder once, not on every
  /// write.
  public static func removeAbandonedTemporaryFilesOnce(in directory: URL) {
    guard isSweepDue(in: directory, spacing: nil) else { return }
    removeAbandonedTemporaryFiles(in: directory)
  }

  /// Deletes the temporary file at `url`, last modified at `modified`, when it is older than
  /// ``abandonedAge`` at `now` and its `flock` can be taken (no writer holds it), holding it
  /// meanwhile; whether it did.
  public static func removeIfAbandoned(_ url: URL, modified: Date, now: Date) -> Bool {
    guard now.timeIntervalSince(modified) > abandonedAge else { return false }
    let descriptor = open(url.path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { return false }
    return unlink(url.path) == 0
  }
}
