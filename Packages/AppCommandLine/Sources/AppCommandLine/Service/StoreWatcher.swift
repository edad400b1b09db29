import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Calls back when a file is written, renamed into place or removed in one of a few folders
/// (inotify): how `status --follow` and `service` learn that the store changed without
/// polling. Files whose names start with a dot (a writer's temporary files) are ignored.
///
/// `@unchecked Sendable` is safe: the descriptor and source are set in `init` and only used
/// on the watcher's serial queue after, or in `cancel()`.
final class StoreWatcher: @unchecked Sendable {
  private let descriptor: Int32
  private let source: any DispatchSourceRead

  /// Watches `directories` (created, private, when missing) and calls `changed` on a queue of
  /// its own after each batch of changes.
  ///
  /// - Returns: `nil` when inotify is not available; the caller then has no change events.
  init?(directories: [URL], changed: @escaping @Sendable () -> Void) {
    #if os(Linux)
      descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
      guard descriptor >= 0 else { return nil }
      let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_DELETE | IN_MOVED_FROM)
      for directory in directories {
        try? FileManager.default.createDirectory(
          at: directory, withIntermediateDirectories: true,
          attributes: [.posixPermissions: 0o700])
        _ = inotify_add_watch(descriptor, directory.path, mask)
      }
      source = DispatchSource.makeReadSource(
        fileDescriptor: descriptor, queue: DispatchQueue(label: "store-watcher"))
      source.setEventHandler { [descriptor] in
        if Self.drain(descriptor) { changed() }
      }
      source.setCancelHandler { [descriptor] in close(descriptor) }
      source.resume()
    #else
      return nil
    #endif
  }

  /// Stops watching.
  func cancel() {
    source.cancel()
  }

  /// Reads every pending event; whether one of them named a file that is not hidden.
  private static func drain(_ descriptor: Int32) -> Bool {
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
        let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
        if !name.hasPrefix(".") { relevant = true }
        offset += 16 + length
      }
    }
  }
}
