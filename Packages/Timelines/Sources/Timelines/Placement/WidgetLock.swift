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
    let descriptor = try openLockFile(directory.appendingPathComponent(key.fileName + ".lock"))
    defer { close(descriptor) }
    try await acquire(descriptor, path: directory.path)
    defer { flock(descriptor, LOCK_UN) }
    return await body()
  }

  /// Opens (creating it when missing) the lock file at `url`, never through a symbolic link.
  /// In a folder that cannot be written (a read-only state folder) an existing lock file is
  /// opened for reading: `flock` needs no more, and the refresher still takes turns.
  private static func openLockFile(_ url: URL) throws -> Int32 {
    var folderError: (any Error)?
    do {
      try AtomicFile.createPrivateDirectory(url.deletingLastPathComponent())
    } catch {
      folderError = error
    }
    var descriptor = url.path.withCString {
      open($0, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
    }
    if descriptor < 0, errno == EROFS || errno == EACCES {
      descriptor = url.path.withCString { open($0, O_RDONLY | O_CLOEXEC | O_NOFOLLOW) }
    }
    guard descriptor >= 0 else {
      if let folderError { throw folderError }
      throw TimelineStoreError(
        operation: .write, path: url.path, reason: String(cString: strerror(errno)))
    }
    return descriptor
  }

  /// How long a refresher waits for another to finish with a widget before it gives up on
  /// it: a holder stopped with Ctrl-Z must not stall a service for good.
  public static let longestWait: Duration = .seconds(120)

  /// Takes the lock, at once when it is free; else it tries again every 50 ms (sleeping,
  /// cancellable) for at most ``longestWait``.
  private static func acquire(_ descriptor: Int32, path: String) async throws {
    let deadline = ContinuousClock.now + longestWait
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      guard errno == EWOULDBLOCK || errno == EINTR, ContinuousClock.now < deadline else {
        throw TimelineStoreError(
          operation: .write, path: path, reason: "another refresher holds this widget")
      }
      try await Task.sleep(for: .milliseconds(50))
    }
  }
}
