import AppCommandLine
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

  /// Reads every pending event; the names of the files that are not hidden (an event about a
  /// folder itself has the empty name).
  func drain() -> Set<String> {
    var names: Set<String> = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      guard count > 0 else { return names }
      var offset = 0
      // struct inotify_event: int wd; uint32_t mask, cookie, len; char name[len].
      while offset + 16 <= count {
        let length = buffer[(offset + 12)..<(offset + 16)].reversed().reduce(0) {
          $0 << 8 | Int($1)
        }
        let nameBytes = buffer[(offset + 16)..<min(count, offset + 16 + length)]
        let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
        if !name.hasPrefix(".") { names.insert(name) }
        offset += 16 + length
      }
    }
  }
}
