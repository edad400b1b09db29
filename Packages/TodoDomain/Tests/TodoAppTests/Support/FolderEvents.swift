import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The files put in place in a folder and removed from it, by name, as inotify reports them:
/// a test counts the writes of a file without timing anything, since each atomic write ends
/// with a rename into place (`moved`) and the kernel queues the event before the rename
/// returns.
final class FolderEvents {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// What happened to a name.
  enum Kind: Equatable {
    case moved, deleted
  }

  private let descriptor: Int32

  /// Watches `folder`, which must exist.
  init(_ folder: URL) throws {
    descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    guard descriptor >= 0 else {
      throw Failure(description: "inotify_init1: \(String(cString: strerror(errno)))")
    }
    // The temporary file's `IN_MOVED_FROM` stands between two renames into place: the kernel
    // merges an event into an identical one still unread before it.
    let mask = UInt32(IN_MOVED_FROM | IN_MOVED_TO | IN_DELETE)
    guard inotify_add_watch(descriptor, folder.path, mask) >= 0 else {
      let reason = String(cString: strerror(errno))
      close(descriptor)
      throw Failure(description: "cannot watch \(folder.path): \(reason)")
    }
  }

  deinit {
    close(descriptor)
  }

  /// What happened to `name` since the last call, in order.
  func take(_ name: String) -> [Kind] {
    var kinds: [Kind] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = read(descriptor, &buffer, buffer.count)
      guard count > 0 else { return kinds }
      var offset = 0
      while offset + 16 <= count {
        let mask = Self.word(buffer, at: offset + 4)
        let length = Int(Self.word(buffer, at: offset + 12))
        let bytes = buffer[(offset + 16)..<min(offset + 16 + length, count)].prefix { $0 != 0 }
        if mask & UInt32(IN_MOVED_FROM) == 0, String(decoding: bytes, as: UTF8.self) == name {
          kinds.append(mask & UInt32(IN_DELETE) != 0 ? .deleted : .moved)
        }
        offset += 16 + length
      }
    }
  }

  /// The native-endian 32-bit word at `offset`.
  private static func word(_ bytes: [UInt8], at offset: Int) -> UInt32 {
    bytes[offset..<(offset + 4)].withUnsafeBytes { $0.loadUnaligned(as: UInt32.self) }
  }
}
