import AppCommandLine
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
  /// The longest answer a client reads (a few hundred bytes a widget).
  static let answerLimit = 64 << 20

  /// What came of asking a service.
  enum Exchange: Equatable {
    /// Nothing listens at the path: the caller does the work itself.
    case noService
    /// The service's answer line.
    case answered(Data)
    /// A service is there but gave no answer by the deadline (stopped or busy).
    case noAnswer
    /// A service took the connection and closed it without an answer (every place taken).
    case hungUp
  }

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
  static func makeSocket(nonBlocking: Bool) -> Int32 {
    let flags = Int32(SOCK_CLOEXEC.rawValue) | (nonBlocking ? Int32(SOCK_NONBLOCK.rawValue) : 0)
    return socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | flags, 0)
  }

  /// Sends `request` to the service at `path` and reads its answer, all by `deadline`: a
  /// stopped or stuck service, or one whose queue is full, costs the caller no more than that.
  static func exchange(_ request: Data, at path: String, by deadline: ContinuousClock.Instant)
    -> Exchange
  {
    guard var address = address(path) else { return .noService }
    let descriptor = makeSocket(nonBlocking: true)
    guard descriptor >= 0 else { return .noService }
    defer { close(descriptor) }
    while true {
      let result = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
        }
      }
      if result == 0 || errno == EISCONN { break }
      switch errno {
      case EINTR: continue
      case EAGAIN, EINPROGRESS:
        // A full backlog: the service is there but not accepting; try again until the deadline.
        guard ContinuousClock.now < deadline else { return .noAnswer }
        usleep(20_000)
      default:
        return .noService
      }
    }
    var line = request
    line.append(UInt8(ascii: "\n"))
    while !line.isEmpty {
      guard wait(descriptor, for: Int16(POLLOUT), by: deadline) else { return .noAnswer }
      let sent = line.withUnsafeBytes {
        send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      if sent < 0, errno == EAGAIN || errno == EINTR { continue }
      guard sent > 0 else { return .hungUp }
      line.removeFirst(sent)
    }
    var answer = Data()
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while answer.count <= answerLimit {
      guard wait(descriptor, for: Int16(POLLIN), by: deadline) else { return .noAnswer }
      let count = recv(descriptor, &buffer, buffer.count, 0)
      if count < 0, errno == EAGAIN || errno == EINTR { continue }
      guard count > 0 else { return .hungUp }
      answer.append(contentsOf: buffer[..<count])
      if let newline = answer.firstIndex(of: UInt8(ascii: "\n")) {
        return .answered(answer[answer.startIndex..<newline])
      }
    }
    return .noAnswer
  }

  /// Waits until `descriptor` is ready for `events` or `deadline` comes; whether it is ready.
  private static func wait(
    _ descriptor: Int32, for events: Int16, by deadline: ContinuousClock.Instant
  )
    -> Bool
  {
    var ready = pollfd(fd: descriptor, events: events, revents: 0)
    while true {
      let left = ContinuousClock.now.duration(to: deadline)
      guard left > .zero else { return false }
      let (seconds, attoseconds) = left.components
      let milliseconds = Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1)
      let count = poll(&ready, 1, milliseconds)
      if count < 0, errno == EINTR { continue }
      return count > 0
    }
  }
}
