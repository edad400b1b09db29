import AppCommandLine
import CLinuxEvents
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The calls a server on the ``EventLoop`` makes on its sockets, none of which waits: accept
/// what is queued, read what has come, send what fits. `RefreshServer` and
/// `WidgetHTTPServer` share them.
enum NonBlockingSocket {
  /// What a read found.
  enum Received {
    /// Bytes that came.
    case bytes(ArraySlice<UInt8>)
    /// Nothing yet; wait for the loop to say the socket is readable.
    case nothing
    /// The peer closed its end, or the connection failed.
    case closed
  }

  /// What a send did.
  enum Sent {
    /// This many bytes went (maybe fewer than given).
    case sent(Int)
    /// None fit; wait for the loop to say the socket is writable.
    case nothing
    /// The connection failed or the peer went away.
    case failed
  }

  /// Calls `admit` with each connection queued on the listening `descriptor`, each made
  /// non-blocking and close-on-exec; returns when none is left (or the process has no
  /// descriptor left, `errno` `EMFILE`: then `false`).
  @discardableResult
  static func acceptEach(_ descriptor: Int32, _ admit: (Int32) -> Void) -> Bool {
    while true {
      let flags = Int32(SOCK_CLOEXEC.rawValue | SOCK_NONBLOCK.rawValue)
      let connection = clinux_accept4(descriptor, flags)
      guard connection >= 0 else {
        if errno == EINTR || errno == ECONNABORTED { continue }
        return errno != EMFILE && errno != ENFILE
      }
      admit(connection)
    }
  }

  /// Reads at most `limit` bytes from `connection`.
  static func receive(_ connection: Int32, limit: Int) -> Received {
    var buffer = [UInt8](repeating: 0, count: limit)
    let count = recv(connection, &buffer, buffer.count, 0)
    if count < 0, errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { return .nothing }
    guard count > 0 else { return .closed }
    return .bytes(buffer[..<count])
  }

  /// Sends what `connection` takes of `data` now, without `SIGPIPE`.
  static func sendSome(_ connection: Int32, _ data: Data) -> Sent {
    let sent = data.withUnsafeBytes {
      send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
    }
    if sent < 0, errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { return .nothing }
    return sent > 0 || data.isEmpty ? .sent(max(sent, 0)) : .failed
  }
}
