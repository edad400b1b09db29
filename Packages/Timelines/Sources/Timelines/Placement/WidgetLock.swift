import Dispatch
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
  /// to finish first.
  ///
  /// - Throws: `TimelineStoreError` when the lock file cannot be created or opened.
  public static func holding<Result: Sendable>(
    _ key: WidgetKey, in directory: URL, _ body: () async -> Result
  ) async throws -> Result {
    let descriptor = try openLockFile(directory.appendingPathComponent(key.fileName + ".lock"))
    defer { close(descriptor) }
    await acquire(descriptor)
    defer { flock(descriptor, LOCK_UN) }
    return await body()
  }

  private static func openLockFile(_ url: URL) throws -> Int32 {
    try AtomicFile.createPrivateDirectory(url.deletingLastPathComponent())
    let descriptor = url.path.withCString { open($0, O_RDWR | O_CREAT | O_CLOEXEC, 0o600) }
    guard descriptor >= 0 else {
      throw TimelineStoreError(
        operation: .write, path: url.path, reason: String(cString: strerror(errno)))
    }
    return descriptor
  }

  /// Takes the lock, at once when it is free, else on a thread of its own so that waiting
  /// does not hold one of the cooperative pool's threads.
  private static func acquire(_ descriptor: Int32) async {
    if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return }
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      DispatchQueue.global().async {
        while flock(descriptor, LOCK_EX) != 0, errno == EINTR {}
        continuation.resume()
      }
    }
  }
}
