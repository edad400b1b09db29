import AppCommandLine
import CLinuxEvents
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// `service --http`: an HTTP/1.1 server on loopback, on the service's ``EventLoop`` beside the
/// refresh socket, over the same ``ConnectionEngine`` as `RefreshServer` (non-blocking
/// sockets, reads of what came and writes of what fits, a deadline per connection, nothing
/// that waits); this type reads heads and answers them. It answers from the ``WidgetBoard`` alone (``WidgetHTTPRouter``);
/// reloads go to the service's loop as `refresh` requests do, and come back as answers.
///
/// Bounds: a request head of 8 KiB (``HTTPRequestHead/limit``), ``readDeadline`` to send it
/// (an idle kept-alive connection too), ``writeDeadline`` to take an answer, at most
/// ``maximumConnections`` open (a new one takes the place of the one idle longest) and
/// ``maximumStreams`` of them event streams, each with at most ``streamBacklog`` bytes
/// unread. Event streams get a comment every ``keepAliveInterval``, the only timer, armed only
/// while a stream is open.
final class WidgetHTTPServer: Sendable {
  /// What a request asks the service to do with a widget.
  enum Asked: Sendable, Equatable {
    /// Reload it within the budget (`POST /widgets/{id}/reload`).
    case reload
    /// Run its button's primary intent (`POST /widgets/{id}/press`).
    case press
    /// Forget it (`DELETE /widgets/{id}`), as `widgets --remove` does.
    case remove

    /// "a reload", for the answers that refuse one.
    var noun: String {
      switch self {
      case .reload: "a reload"
      case .press: "a press"
      case .remove: "a removal"
      }
    }
  }

  /// A reload, press or removal asked for over HTTP, waiting for the service's answer.
  struct Pending: Sendable {
    /// The widget's id.
    let id: String
    /// What it asks for.
    let asked: Asked
    let connection: Int32
    let serial: Int
    /// When its head was read: a press is gated by when it was made, not by when the service
    /// came to it.
    let arrived: ContinuousClock.Instant
  }

  static let maximumConnections = 512
  static let maximumStreams = 128
  static let readDeadline: Duration = .seconds(10)
  static let writeDeadline: Duration = .seconds(10)
  static let reloadDeadline: Duration = .seconds(120)
  static let keepAliveInterval: Duration = .seconds(25)
  static let streamBacklog = 1 << 20

  struct State {
    var pending: [Pending] = []
    /// What the service handed over, for the loop's thread to write.
    var answers: [(Pending, HTTPResponse)] = []
    var broadcasts: [Data] = []
  }

  /// `http://127.0.0.1:PORT/`, with the port bound.
  let url: String
  let router: WidgetHTTPRouter
  let engine: ConnectionEngine
  let loop: EventLoop
  let arrived: @Sendable () -> Void
  let state = Mutex(State())

  /// Listens at `address` for `loop`, serving `board`; POSTs need `token`. Calls `arrived` (on
  /// the loop's thread) when a reload is queued. Connections wait in the listen queue until
  /// ``startAccepting()``.
  ///
  /// - Throws: ``CommandFailure``: 75 when the port is taken, 74 when the socket cannot be
  ///   made or bound, with the reason.
  init(
    address: HTTPAddress, board: WidgetBoard, token: String, loop: EventLoop,
    arrived: @escaping @Sendable () -> Void
  ) throws {
    let (descriptor, port) = try Self.makeListener(address)
    engine = ConnectionEngine(
      listener: descriptor, loop: loop,
      limits: ConnectionEngine.Limits(
        name: "http", maximumConnections: Self.maximumConnections,
        readDeadline: Self.readDeadline, writeDeadline: Self.writeDeadline, readChunk: 16_384))
    self.loop = loop
    self.arrived = arrived
    url = "http://\(address.host):\(port)/"
    router = WidgetHTTPRouter(
      board: board, hostNames: address.hostHeaders(port: port), token: token)
  }

  /// Starts taking connections on the loop, those waiting in the listen queue first: once the
  /// board holds the placed widgets, so that no client is answered with an empty board.
  func startAccepting() {
    engine.start(
      ConnectionEngine.Handlers(
        received: { [self] connection, bytes, since in handle(connection, bytes, since: since) },
        finished: { [self] connection in
          state.withLock { $0.pending.removeAll { $0.connection == connection } }
        }))
  }

  /// The reloads asked for since the last call.
  func takePending() -> [Pending] {
    state.withLock { state in
      defer { state.pending.removeAll() }
      return state.pending
    }
  }

  /// Answers a reload with `response`, on the loop's thread.
  func answer(_ pending: Pending, with response: HTTPResponse) {
    state.withLock { $0.answers.append((pending, response)) }
    loop.schedule("http-deliver", at: .now) { [self] in deliver() }
  }

  /// Sends `events` to every event stream, on the loop's thread.
  func broadcast(_ events: [WidgetBoard.Event]) {
    guard !events.isEmpty else { return }
    let bytes = events.reduce(into: Data()) { $0.append($1.bytes) }
    state.withLock { $0.broadcasts.append(bytes) }
    loop.schedule("http-deliver", at: .now) { [self] in deliver() }
  }

  /// Stops listening and closes every connection.
  func stop() {
    loop.cancel("http-keepalive")
    loop.cancel("http-deliver")
    engine.stop()
  }

  /// A listening socket on `address`, non-blocking, and the port it took.
  private static func makeListener(_ address: HTTPAddress) throws -> (Int32, UInt16) {
    let family = address.isIPv6 ? AF_INET6 : AF_INET
    let socketType = Int32(SOCK_STREAM.rawValue | SOCK_NONBLOCK.rawValue | SOCK_CLOEXEC.rawValue)
    let descriptor = socket(family, socketType, 0)
    guard descriptor >= 0 else {
      throw CommandFailure(.ioError, "cannot make a socket: \(String(cString: strerror(errno)))")
    }
    var one: Int32 = 1
    setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
    var bound: Int32
    if address.isIPv6 {
      setsockopt(descriptor, Int32(IPPROTO_IPV6), IPV6_V6ONLY, &one, socklen_t(4))
      var socketAddress = sockaddr_in6()
      socketAddress.sin6_family = sa_family_t(AF_INET6)
      socketAddress.sin6_port = address.port.bigEndian
      socketAddress.sin6_addr = in6addr_loopback
      bound = withUnsafePointer(to: &socketAddress) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in6>.size))
        }
      }
    } else {
      var socketAddress = sockaddr_in()
      socketAddress.sin_family = sa_family_t(AF_INET)
      socketAddress.sin_port = address.port.bigEndian
      socketAddress.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
      bound = withUnsafePointer(to: &socketAddress) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
      }
    }
    guard bound == 0, listen(descriptor, 511) == 0 else {
      let code = errno
      close(descriptor)
      let reason = String(cString: strerror(code))
      throw CommandFailure(
        code == EADDRINUSE ? .tryAgainLater : .ioError,
        "cannot listen on \(address.host):\(address.port): \(reason)")
    }
    var storage = sockaddr_storage()
    var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
    _ = withUnsafeMutablePointer(to: &storage) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        getsockname(descriptor, $0, &length)
      }
    }
    let port = withUnsafePointer(to: &storage) { pointer in
      address.isIPv6
        ? pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { $0.pointee.sin6_port }
        : pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { $0.pointee.sin_port }
    }
    return (descriptor, UInt16(bigEndian: port))
  }
}
