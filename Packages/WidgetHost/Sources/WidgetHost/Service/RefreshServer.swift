import AppCommandLine
import CLinuxEvents
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A `service`'s end of the refresh socket, on the service's ``EventLoop``: it accepts
/// connections, reads each request without blocking, and queues it; the service's loop takes
/// the queue and answers.
///
/// Nothing a client does can stall it: a connection has ``requestDeadline`` to send its line
/// and ``answerDeadline`` to take its answer, and at most ``maximumConnections`` are open at
/// once. When they are all taken, a new client takes the place of the one that has waited
/// longest without sending its line (a real client sends it at once), so idle clients cannot
/// lock others out; only when every place waits for an answer is a new client turned away.
final class RefreshServer: Sendable {
  /// A request waiting for its answer, with the connection to answer on.
  struct Pending: Sendable {
    let request: RefreshRequestLine
    let connection: Int32
    /// When the request line was read: an intent's deadline counts from here.
    let arrived: ContinuousClock.Instant
  }

  /// The most connections open at once, reading or waiting for their answer.
  static let maximumConnections = 32
  /// How long a client has to send its request line.
  static let requestDeadline: Duration = .seconds(2)
  /// How long a client has to read its answer.
  static let answerDeadline: Duration = .seconds(5)
  /// The longest request line (an intent carries its client's options and server settings).
  static let requestLimit = 64 << 10

  private enum Phase {
    case reading(Data, since: ContinuousClock.Instant)
    case waiting
    case writing(Data)
  }

  private struct State {
    var connections: [Int32: Phase] = [:]
    var pending: [Pending] = []
  }

  let path: String
  private let lock: Int32
  private let descriptor: Int32
  private let loop: EventLoop
  private let arrived: @Sendable () -> Void
  private let state = Mutex(State())

  /// Listens at `path` on `loop`, replacing a socket left by a service that was killed; calls
  /// `arrived` (on the loop's thread) when a request is queued.
  ///
  /// - Throws: ``CommandFailure``: 75 when another service answers there; 74 when the folder
  ///   is not writable or the socket cannot be made, with the reason.
  init(path: String, loop: EventLoop, arrived: @escaping @Sendable () -> Void) throws {
    self.path = path
    self.loop = loop
    self.arrived = arrived
    guard var address = RefreshSocket.address(path) else {
      throw CommandFailure(.ioError, "the socket path \(path) is too long")
    }
    // The service holds `refresh.sock.lock` for its whole life: two starting at once cannot
    // both replace the socket, and the kernel drops the lock of one that was killed. A lock
    // that cannot be opened (a read-only folder) is not a lock someone holds.
    let lock = open(path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
    guard lock >= 0 else {
      throw CommandFailure(
        .ioError,
        "cannot open \(path).lock (\(String(cString: strerror(errno)))): its folder is not "
          + "writable")
    }
    guard flock(lock, LOCK_EX | LOCK_NB) == 0 else {
      close(lock)
      throw CommandFailure(
        .tryAgainLater, "a service already answers at \(path); stop it first or use `refresh`")
    }
    self.lock = lock
    unlink(path)  // a stale socket: the service that made it is gone
    let descriptor = RefreshSocket.makeSocket(nonBlocking: true)
    self.descriptor = descriptor
    let previousMask = umask(0o177)
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    umask(previousMask)
    guard descriptor >= 0, bound == 0, listen(descriptor, 64) == 0 else {
      let reason = String(cString: strerror(errno))
      if descriptor >= 0 { close(descriptor) }
      close(lock)
      throw CommandFailure(.ioError, "cannot listen at \(path): \(reason)")
    }
    loop.watch(descriptor, events: EPOLLIN.rawValue) { [self] _ in acceptAll() }
  }

  /// The requests queued since the last call.
  func takePending() -> [Pending] {
    state.withLock { state in
      defer { state.pending.removeAll() }
      return state.pending
    }
  }

  /// Sends `answer` on the request's connection and closes it, without blocking: what does
  /// not fit at once is written as the client reads, until ``answerDeadline``.
  func answer(_ pendingRequest: Pending, with answer: RefreshAnswer) {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    guard var data = try? encoder.encode(answer) else {
      finish(pendingRequest.connection)
      return
    }
    data.append(UInt8(ascii: "\n"))
    let connection = pendingRequest.connection
    // A connection closed meanwhile (the service is stopping) may have a new owner by now.
    let open = state.withLock { state in
      guard case .waiting = state.connections[connection] else { return false }
      state.connections[connection] = .writing(data)
      return true
    }
    guard open else { return }
    loop.schedule(deadlineName(connection), at: .now + Self.answerDeadline) { [self] in
      finish(connection)
    }
    loop.watch(connection, events: EPOLLOUT.rawValue) { [self] _ in write(connection) }
  }

  /// Stops listening, closes every connection and removes the socket.
  func stop() {
    loop.unwatch(descriptor)
    close(descriptor)
    unlink(path)
    for connection in state.withLock({ Array($0.connections.keys) }) { finish(connection) }
    close(lock)
  }

  private func acceptAll() {
    NonBlockingSocket.acceptEach(descriptor) { connection in
      let now = ContinuousClock.now
      let (admitted, evicted) = state.withLock { state -> (Bool, Int32?) in
        var evicted: Int32?
        if state.connections.count >= Self.maximumConnections {
          evicted =
            state.connections.compactMap { connection, phase in
              if case .reading(_, let since) = phase { (connection, since) } else { nil }
            }.min { $0.1 < $1.1 }?.0
          guard evicted != nil else { return (false, nil) }
        }
        state.connections[connection] = .reading(Data(), since: now)
        return (true, evicted)
      }
      if let evicted { finish(evicted) }
      guard admitted else {
        close(connection)
        return
      }
      loop.schedule(deadlineName(connection), at: .now + Self.requestDeadline) { [self] in
        finish(connection)
      }
      loop.watch(connection, events: EPOLLIN.rawValue) { [self] _ in read(connection) }
    }
  }

  /// Reads what the client sent; a whole line becomes a queued request.
  private func read(_ connection: Int32) {
    let received = NonBlockingSocket.receive(connection, limit: Self.requestLimit)
    if case .nothing = received { return }
    guard case .bytes(let bytes) = received,
      case .reading(var line, let since) = state.withLock({ $0.connections[connection] })
    else {
      finish(connection)
      return
    }
    line.append(contentsOf: bytes)
    guard let newline = line.firstIndex(of: UInt8(ascii: "\n")) else {
      if line.count > Self.requestLimit {
        finish(connection)
      } else {
        state.withLock { $0.connections[connection] = .reading(line, since: since) }
      }
      return
    }
    guard
      let request = try? JSONDecoder().decode(
        RefreshRequestLine.self, from: line[line.startIndex..<newline])
    else {
      finish(connection)
      return
    }
    loop.unwatch(connection)
    loop.cancel(deadlineName(connection))
    state.withLock { state in
      state.connections[connection] = .waiting
      state.pending.append(Pending(request: request, connection: connection, arrived: .now))
    }
    arrived()
  }

  /// Writes what the client's socket takes of its answer; closes it once all went.
  private func write(_ connection: Int32) {
    guard case .writing(var data) = state.withLock({ $0.connections[connection] }) else {
      finish(connection)
      return
    }
    let result = NonBlockingSocket.sendSome(connection, data)
    if case .nothing = result { return }
    guard case .sent(let sent) = result, sent > 0, sent < data.count else {
      finish(connection)
      return
    }
    data.removeFirst(sent)
    state.withLock { $0.connections[connection] = .writing(data) }
  }

  /// Forgets and closes a connection.
  private func finish(_ connection: Int32) {
    let known = state.withLock { state in
      state.pending.removeAll { $0.connection == connection }
      return state.connections.removeValue(forKey: connection) != nil
    }
    guard known else { return }
    loop.release(connection, deadline: deadlineName(connection))
  }

  private func deadlineName(_ connection: Int32) -> String {
    "refresh-connection-\(connection)"
  }
}
