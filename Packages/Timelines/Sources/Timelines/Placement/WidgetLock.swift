import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An exclusive lock on one widget across processes, so that two refreshers (a timer and a
/// service, or two timers) never reload the same widget at once.
///
/// It is an `flock(2)` on a file named after the widget's key in a `locks` folder: the kernel
/// releases it when the holder exits, however it exits, so a refresher killed with `kill -9`
/// leaves nothing that blocks the next one.
///
/// ```swift
/// let update = try await WidgetLock.holding(key, in: locksFolder) {
///   await scheduler.refresh(.ifDue)
/// }
/// ```
public enum WidgetLock {
  /// Runs `body` while holding the lock of `key` in `directory`, waiting for another holder
  /// to finish first (at most ``longestWait``).
  ///
  /// - Throws: `TimelineStoreError` when the lock file cannot be created or opened, or the
  ///   other holder keeps it too long; `CancellationError` when the task is cancelled first.
  public static func holding<Result: Sendable>(
    _ key: WidgetKey, in directory: URL, _ body: () async -> Result
  ) async throws -> Result {
    try await holding(key, in: directory, removingLockFileWhen: { _ in false }, body)
  }

  /// Runs `body` while holding the lock of `key`, as ``holding(_:in:_:)`` does, then removes
  /// the lock file before letting go: for a widget that `body` forgets, so that nothing of it
  /// is left behind. A process waiting on the removed file takes the lock on the new one.
  ///
  /// - Throws: As ``holding(_:in:_:)``.
  public static func holdingForLastTime<Result: Sendable>(
    _ key: WidgetKey, in directory: URL, _ body: () async -> Result
  ) async throws -> Result {
    try await holding(key, in: directory, removingLockFileWhen: { _ in true }, body)
  }

  /// Runs `body` while holding the lock of `key`, as ``holding(_:in:_:)`` does, and removes
  /// the lock file before letting go when `isLast` says so of what `body` returned: for a
  /// refresher that finds, once it holds the lock, that the widget was forgotten meanwhile.
  ///
  /// - Throws: As ``holding(_:in:_:)``.
  public static func holding<Result: Sendable>(
    _ key: WidgetKey, in directory: URL, removingLockFileWhen isLast: (Result) -> Bool,
    _ body: () async -> Result
  ) async throws -> Result {
    let folder = FolderPath(directory)
    let path = folder.file(key.fileName + ".lock")
    let deadline = ContinuousClock.now + longestWait
    while true {
      let descriptor = try openLockFile(path, in: directory)
      defer { close(descriptor) }
      try await acquire(descriptor, path: folder.path, until: deadline)
      defer { flock(descriptor, LOCK_UN) }
      // The lock taken is on the file the path names now: a holder that removed its file
      // (``holdingForLastTime(_:in:_:)``) while this one waited sends it to the new one.
      guard isCurrent(descriptor, at: path) else { continue }
      let result = await body()
      if isLast(result) { unlink(path) }
      return result
    }
  }

  /// Whether `descriptor` is the file at `path` (same device and inode).
  private static func isCurrent(_ descriptor: Int32, at path: String) -> Bool {
    var open = stat()
    var named = stat()
    guard fstat(descriptor, &open) == 0, lstat(path, &named) == 0 else { return false }
    return open.st_dev == named.st_dev && open.st_ino == named.st_ino
  }

  /// Opens (creating it and `directory` when missing) the lock file at `path`, never through a
  /// symbolic link. In a folder that cannot be written (a read-only state folder) an existing
  /// lock file is opened for reading: `flock` needs no more, and the refresher still takes
  /// turns.
  private static func openLockFile(_ path: String, in directory: URL) throws -> Int32 {
    func openForWriting() -> Int32 {
      open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
    }
    var folderError: (any Error)?
    // The folder is made when the lock file cannot be opened for want of it, not looked at
    // before every lock.
    var descriptor = openForWriting()
    if descriptor < 0, errno == ENOENT || errno == ENOTDIR {
      do {
        try StoreFileWriter.createPrivateDirectory(directory)
      } catch {
        folderError = error
      }
      descriptor = openForWriting()
    }
    if descriptor < 0, errno == EROFS || errno == EACCES {
      descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
    }
    guard descriptor >= 0 else {
      if let folderError { throw folderError }
      throw TimelineStoreError(
        operation: .write, path: path, reason: String(cString: strerror(errno)))
    }
    return descriptor
  }

  /// How long a refresher waits for another to finish with a widget before it gives up on
  /// it: a holder stopped with Ctrl-Z must not stall a service for good.
  public static let longestWait: Duration = .seconds(120)

  /// Takes the lock, at once when it is free; else it tries again every 50 ms (sleeping,
  /// cancellable) until `deadline` (``longestWait`` from the first try).
  private static func acquire(
    _ descriptor: Int32, path: String, until deadline: ContinuousClock.Instant
  ) async throws {
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      guard errno == EWOULDBLOCK || errno == EINTR, ContinuousClock.now < deadline else {
        throw TimelineStoreError(
          operation: .write, path: path, reason: "another refresher holds this widget")
      }
      try await Task.sleep(for: .milliseconds(50))
    }
  }
}
