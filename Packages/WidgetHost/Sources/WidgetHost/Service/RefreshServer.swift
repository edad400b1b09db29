import AppCommandLine
import CLinuxEvents
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A `service`'s end of the refresh socket, on the service's ``EventLoop`` over the one
/// ``ConnectionEngine``: it reads each request line and queues it; the service's loop takes
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
    /// Tells this connection apart from a later one with the same descriptor number.
    let serial: Int
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

  let path: String
  private let lock: Int32
  private let engine: ConnectionEngine
  private let arrived: @Sendable () -> Void
  private let pending = Mutex([Pending]())

  /// Listens at `path` on `loop`, replacing a socket left by a service that was killed; calls
  /// `arrived` (on the loop's thread) when a request is queued.
  ///
  /// - Throws: ``CommandFailure``: 75 when another service answers there; 74 when the folder
  ///   is not writable or the socket cannot be made, with the reason.
  init(path: String, loop: EventLoop, arrived: @escaping @Sendable () -> Void) throws {
    self.path = path
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
    engine = ConnectionEngine(
      listener: descriptor, loop: loop,
      limits: ConnectionEngine.Limits(
        name: "refresh", maximumConnections: Self.maximumConnections,
        readDeadline: Self.requestDeadline, writeDeadline: Self.answerDeadline,
        readChunk: Self.requestLimit))
    engine.start(
      ConnectionEngine.Handlers(
        received: { [self] connection, line, since in read(connection, line, since: since) },
        finished: { [self] connection in
          pending.withLock { $0.removeAll { $0.connection == connection } }
        }))
  }

  /// The requests queued since the last call.
  func takePending() -> [Pending] {
    pending.withLock { pending in
      defer { pending.removeAll() }
      return pending
    }
  }

  /// Sends `answer` on the request's connection and closes it, without blocking: what does
  /// not fit at once is written as the client reads, until ``answerDeadline``.
  func answer(_ pendingRequest: Pending, with answer: RefreshAnswer) {
    let connection = pendingRequest.connection
    // A connection closed meanwhile (the service is stopping) may have a new owner by now.
    guard engine.waiting(connection, serial: pendingRequest.serial) != nil else { return }
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    guard var data = try? encoder.encode(answer) else {
      engine.finish(connection)
      return
    }
    data.append(UInt8(ascii: "\n"))
    engine.send(connection, data, next: nil)
  }

  /// Stops listening, closes every connection and removes the socket.
  func stop() {
    engine.stop()
    unlink(path)
    close(lock)
  }

  /// What the client sent so far; a whole line becomes a queued request.
  private func read(_ connection: Int32, _ line: Data, since: ContinuousClock.Instant) {
    guard let newline = line.firstIndex(of: UInt8(ascii: "\n")) else {
      if line.count > Self.requestLimit {
        engine.finish(connection)
      } else {
        engine.keepReading(connection, line, since: since)
      }
      return
    }
    guard
      let request = try? JSONDecoder().decode(
        RefreshRequestLine.self, from: line[line.startIndex..<newline]),
      let serial = engine.wait(connection, keepAlive: false)
    else {
      engine.finish(connection)
      return
    }
    pending.withLock {
      $0.append(
        Pending(request: request, connection: connection, serial: serial, arrived: .now))
    }
    arrived()
  }
}
