import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A raw client of a service's refresh socket that behaves badly on purpose: it connects and
/// sends nothing, or half a request, and keeps the connection open until it is closed.
final class SocketClient {
  /// The connected descriptor.
  let descriptor: Int32

  /// Connects to the Unix socket at `path`, without blocking: a full backlog is retried until
  /// `deadline`. `nil` when nothing listens there or the deadline passed.
  init?(path: String, deadline: Date) {
    let bytes = Array(path.utf8)
    var address = sockaddr_un()
    guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { return nil }
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
      for (index, byte) in bytes.enumerated() { raw[index] = byte }
    }
    let type = Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue | SOCK_NONBLOCK.rawValue)
    let descriptor = socket(AF_UNIX, type, 0)
    guard descriptor >= 0 else { return nil }
    while true {
      let result = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
        }
      }
      if result == 0 { break }
      guard errno == EAGAIN || errno == EINTR, Date() < deadline else {
        close(descriptor)
        return nil
      }
      usleep(10_000)
    }
    self.descriptor = descriptor
  }

  deinit {
    close(descriptor)
  }

  /// Sends `text` (at once: it is short); whether all of it went.
  func send(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    return Glibc.send(descriptor, bytes, bytes.count, Int32(MSG_NOSIGNAL)) == bytes.count
  }

  /// Whether the service still holds the connection open: nothing to read and no end of it.
  var isOpen: Bool {
    var byte: UInt8 = 0
    let count = recv(descriptor, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT))
    return count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)
  }
}
