import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The Unix socket through which `refresh` asks a running `service` to refresh, and waits for
/// its answer: WidgetCenter's `reloadTimelines(ofKind:)`, acknowledged.
///
/// The protocol is one line each way: the request (``RefreshRequestLine``) as JSON, then the
/// answer (``RefreshAnswer``) as JSON, then the service closes the connection.
enum RefreshSocket {
  /// The longest path a `sockaddr_un` holds, with its terminating zero.
  static let maximumPathLength = 107

  /// Fills a `sockaddr_un` for `path`; `nil` when the path is too long.
  static func address(_ path: String) -> sockaddr_un? {
    let bytes = Array(path.utf8)
    guard bytes.count <= maximumPathLength else { return nil }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
      for (index, byte) in bytes.enumerated() { raw[index] = byte }
      raw[bytes.count] = 0
    }
    return address
  }

  /// A new stream socket, close-on-exec; -1 on failure.
  static func makeSocket() -> Int32 {
    socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
  }

  /// Connects to the socket at `path`; the descriptor, or `nil` when nothing listens there.
  static func dial(_ path: String) -> Int32? {
    guard var address = address(path) else { return nil }
    let descriptor = makeSocket()
    guard descriptor >= 0 else { return nil }
    let result = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    guard result == 0 else {
      close(descriptor)
      return nil
    }
    return descriptor
  }

  /// Writes all of `data`; whether it all went.
  @discardableResult
  static func writeAll(_ data: Data, to descriptor: Int32) -> Bool {
    data.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        let written = send(
          descriptor, raw.baseAddress?.advanced(by: offset), raw.count - offset, Int32(MSG_NOSIGNAL)
        )
        if written < 0, errno == EINTR { continue }
        guard written > 0 else { return false }
        offset += written
      }
      return true
    }
  }

  /// Reads one line (without its newline), at most `limit` bytes; `nil` on an error, a
  /// timeout or a line too long.
  static func readLine(from descriptor: Int32, limit: Int = 1 << 20) -> Data? {
    var line = Data()
    var byte: UInt8 = 0
    while line.count <= limit {
      let count = recv(descriptor, &byte, 1, 0)
      if count < 0, errno == EINTR { continue }
      guard count == 1 else { return line.isEmpty ? nil : line }
      if byte == UInt8(ascii: "\n") { return line }
      line.append(byte)
    }
    return nil
  }

  /// Makes reads on `descriptor` give up after `seconds`.
  static func setReceiveTimeout(_ descriptor: Int32, seconds: Int) {
    var timeout = timeval(tv_sec: seconds, tv_usec: 0)
    setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
  }
}
