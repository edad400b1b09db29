import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Learns when a file is written, renamed into place or removed in one of a few folders
/// (inotify): how `status --follow` and `service` see that the store changed without polling.
/// Files whose names start with a dot (a writer's temporary files) are ignored.
final class StoreWatcher: Sendable {
  /// The inotify descriptor an event loop watches for `EPOLLIN`.
  let descriptor: Int32

  /// Watches `directories` (created, private, when missing).
  ///
  /// - Returns: `nil` when inotify is not available; the caller then has no change events.
  init?(directories: [URL]) {
    descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    guard descriptor >= 0 else { return nil }
    let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_DELETE | IN_MOVED_FROM)
    for directory in directories {
      try? FileManager.default.createDirectory(
        at: directory, withIntermediateDirectories: true,
        attributes: [.posixPermissions: 0o700])
      _ = inotify_add_watch(descriptor, directory.path, mask)
    }
  }

  deinit {
    close(descriptor)
  }

  /// Reads every pending event; whether one of them named a file that is not hidden.
  func drain() -> Bool {
    var relevant = false
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      guard count > 0 else { return relevant }
      var offset = 0
      // struct inotify_event: int wd; uint32_t mask, cookie, len; char name[len].
      while offset + 16 <= count {
        let length = buffer[(offset + 12)..<(offset + 16)].reversed().reduce(0) {
          $0 << 8 | Int($1)
        }
        let nameBytes = buffer[(offset + 16)..<min(count, offset + 16 + length)]
        if nameBytes.first != UInt8(ascii: ".") { relevant = true }
        offset += 16 + length
      }
    }
  }
}
