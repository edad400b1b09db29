import CLinuxEvents
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The one connection state machine under the service's servers (the refresh socket's
/// `RefreshServer` and `service --http`'s `WidgetHTTPServer`), on the service's
/// ``EventLoop``: it accepts, reads what came, writes what fits, keeps a deadline a
/// connection, and never waits. What the bytes mean is the server's: the engine hands each
/// read to its `received` handler, and the server answers through ``send(_:_:next:)``,
/// ``wait(_:keepAlive:deadline:expired:)`` or ``stream(_:_:)``.
///
/// Bounds: at most ``Limits/maximumConnections`` open (a new one takes the place of the one
/// that has waited longest without sending its request, so idle clients cannot lock others
/// out; only when none is reading is a new one turned away), ``Limits/readDeadline`` to send
/// a request (an idle kept-alive connection too), ``Limits/writeDeadline`` to take an answer.
/// When the process has no descriptor left, it stops accepting for a moment rather than spin.
final class ConnectionEngine: Sendable {
  /// Where a connection stands.
  enum Phase: Sendable {
    /// Reading a request, with what came of it so far.
    case reading(Data, since: ContinuousClock.Instant)
    /// The request is in the service's hands; `keepAlive` for the connection after the answer.
    case waiting(keepAlive: Bool)
    /// Writing an answer; then reading the next request (with the bytes already read), or
    /// closing when `next` is `nil`.
    case writing(Data, next: Data?)
    /// An event stream, with the bytes not yet sent; no deadline.
    case streaming(Data)
  }

  /// A server's bounds.
  struct Limits: Sendable {
    /// The name its deadlines are kept under on the loop (`http`, `refresh`).
    var name: String
    var maximumConnections: Int
    var readDeadline: Duration
    var writeDeadline: Duration
    /// The most bytes read at once.
    var readChunk: Int
  }

  /// What the server does with a connection's bytes (all of its request so far, and when it
  /// started reading it), and what it forgets when a connection ends.
  struct Handlers: Sendable {
    var received:
      @Sendable (_ connection: Int32, _ bytes: Data, _ since: ContinuousClock.Instant)
        -> Void
    var finished: @Sendable (_ connection: Int32) -> Void
  }

  struct Connection {
    var phase: Phase
    /// Tells apart the connections that had the same descriptor number.
    let serial: Int
  }

  struct State {
    var connections: [Int32: Connection] = [:]
    var serial = 0
    var handlers: Handlers?
  }

  let limits: Limits
  let listener: Int32
  let loop: EventLoop
  let state = Mutex(State())

  /// An engine for the listening, non-blocking socket `listener` on `loop`.
  init(listener: Int32, loop: EventLoop, limits: Limits) {
    self.listener = listener
    self.loop = loop
    self.limits = limits
  }

  /// Starts taking connections (those waiting in the listen queue first), handing what they
  /// send to `handlers`.
  func start(_ handlers: Handlers) {
    state.withLock { $0.handlers = handlers }
    watchListener()
  }

  /// Stops listening, closes the listening socket and every connection.
  func stop() {
    loop.unwatch(listener)
    loop.cancel("\(limits.name)-accept")
    close(listener)
    for connection in state.withLock({ Array($0.connections.keys) }) { finish(connection) }
    state.withLock { $0.handlers = nil }
  }

  // MARK: What a server does with a connection

  /// Reads more of the request: what came so far is `bytes`.
  func keepReading(_ connection: Int32, _ bytes: Data, since: ContinuousClock.Instant) {
    update(connection) { $0 = .reading(bytes, since: since) }
  }

  /// Hands the request to the service: reads no more of it, and waits for the answer until
  /// `deadline` (then runs `expired`), or for ever when `deadline` is `nil`. The connection's
  /// serial, `nil` when it is not open.
  @discardableResult
  func wait(
    _ connection: Int32, keepAlive: Bool, deadline: Duration? = nil,
    expired: (@Sendable () -> Void)? = nil
  ) -> Int? {
    let serial = update(connection) { $0 = .waiting(keepAlive: keepAlive) }
    guard serial != nil else { return nil }
    if let deadline {
      setDeadline(connection, deadline, expired)
    } else {
      loop.cancel(deadlineName(connection))
    }
    return serial
  }

  /// Whether `connection` is still the one with `serial`, waiting; with its `keepAlive`.
  func waiting(_ connection: Int32, serial: Int) -> Bool? {
    state.withLock { state in
      guard let open = state.connections[connection], open.serial == serial,
        case .waiting(let keepAlive) = open.phase
      else { return nil }
      return keepAlive
    }
  }

  /// Starts writing `bytes`; then reads the next request from `next`, or closes when `next`
  /// is `nil`.
  func send(_ connection: Int32, _ bytes: Data, next: Data?) {
    guard update(connection, { $0 = .writing(bytes, next: next) }) != nil else { return }
    setDeadline(connection, limits.writeDeadline)
    flush(connection)
  }

  /// Makes `connection` an event stream starting with `bytes`: no deadline from now on.
  func stream(_ connection: Int32, _ bytes: Data) {
    guard update(connection, { $0 = .streaming(bytes) }) != nil else { return }
    loop.cancel(deadlineName(connection))
    flush(connection)
  }

  /// How many connections are event streams.
  var streamCount: Int {
    state.withLock { state in
      state.connections.values.count { if case .streaming = $0.phase { true } else { false } }
    }
  }

  /// Adds `bytes` to every event stream and writes what fits; a stream with more than
  /// `backlog` bytes unsent is closed (its client reconnects).
  func appendToStreams(_ bytes: Data, backlog: Int) {
    let (streams, behind) = state.withLock { state -> ([Int32], [Int32]) in
      var streams: [Int32] = []
      var behind: [Int32] = []
      for (connection, open) in state.connections {
        guard case .streaming(var data) = open.phase else { continue }
        data.append(bytes)
        if data.count > backlog {
          behind.append(connection)
        } else {
          state.connections[connection]?.phase = .streaming(data)
          streams.append(connection)
        }
      }
      return (streams, behind)
    }
    for connection in behind { finish(connection) }
    for connection in streams { flush(connection) }
  }

  /// Forgets and closes a connection; the server's `finished` handler hears of it.
  func finish(_ connection: Int32) {
    let (known, handlers) = state.withLock { state in
      (state.connections.removeValue(forKey: connection) != nil, state.handlers)
    }
    guard known else { return }
    handlers?.finished(connection)
    loop.release(connection, deadline: deadlineName(connection))
  }
}
