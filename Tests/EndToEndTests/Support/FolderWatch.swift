import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// What happens in some folders (a file created, written, renamed, removed), as inotify
/// reports it: a test that waits for a file another process writes checks again at each
/// change, never on a timer.
///
/// Watch before the change can happen: a change made before ``init(_:)`` wakes nobody (a
/// wait still sees its result at its first check).
final class FolderWatch {
  private let descriptor: Int32

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Watches each of `folders`, which must exist.
  init(_ folders: String...) throws {
    descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    guard descriptor >= 0 else {
      throw Failure(description: "inotify_init1: \(String(cString: strerror(errno)))")
    }
    let mask = UInt32(
      IN_CREATE | IN_MODIFY | IN_ATTRIB | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO
        | IN_DELETE)
    for folder in folders where inotify_add_watch(descriptor, folder, mask) < 0 {
      let reason = String(cString: strerror(errno))
      close(descriptor)
      throw Failure(description: "cannot watch \(folder): \(reason)")
    }
  }

  deinit {
    close(descriptor)
  }

  /// Waits until `satisfied` holds, checking it now and after each change in the folders, for
  /// at most `seconds`: a limit past which the test fails on a loaded machine, not a time any
  /// test waits out. Whether it held.
  func wait(within seconds: TimeInterval = 30, until satisfied: () throws -> Bool) rethrows
    -> Bool
  {
    let deadline = Date().addingTimeInterval(seconds)
    var buffer = [UInt8](repeating: 0, count: 16_384)
    while true {
      if try satisfied() { return true }
      let left = deadline.timeIntervalSinceNow
      guard left > 0 else { return false }
      var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      let result = poll(&ready, 1, Int32(min(left, 3_600) * 1_000) + 1)
      guard result >= 0 || errno == EINTR else { return try satisfied() }
      // The events say only that something changed: read them all, then check.
      while read(descriptor, &buffer, buffer.count) > 0 {}
    }
  }
}
