import CLinuxEvents
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The loop's side of ``ConnectionEngine``, all on the loop's thread: accept, read what came
/// and hand it to the server, write what fits, deadlines.
extension ConnectionEngine {
  func watchListener() {
    loop.watch(listener, events: EPOLLIN.rawValue) { [self] _ in acceptAll() }
  }

  func acceptAll() {
    let more = NonBlockingSocket.acceptEach(listener) { connection in
      let now = ContinuousClock.now
      let (evicted, admitted) = state.withLock { state -> (Int32?, Bool) in
        var evicted: Int32?
        if state.connections.count >= limits.maximumConnections {
          evicted =
            state.connections.compactMap { connection, open in
              if case .reading(_, let since) = open.phase { (connection, since) } else { nil }
            }.min { $0.1 < $1.1 }?.0
          guard evicted != nil else { return (nil, false) }
        }
        state.serial += 1
        state.connections[connection] = Connection(
          phase: .reading(Data(), since: now), serial: state.serial)
        return (evicted, true)
      }
      if let evicted { finish(evicted) }
      guard admitted else {
        close(connection)
        return
      }
      setDeadline(connection, limits.readDeadline)
      watch(connection, writing: false)
    }
    if !more {
      loop.unwatch(listener)
      loop.schedule("\(limits.name)-accept", at: .now + .milliseconds(100)) { [self] in
        watchListener()
      }
    }
  }

  /// A connection's descriptor is ready.
  func ready(_ connection: Int32, _ events: UInt32) {
    guard let open = state.withLock({ $0.connections[connection] }) else { return }
    if events & (EPOLLERR.rawValue | EPOLLHUP.rawValue) != 0 {
      finish(connection)
      return
    }
    switch open.phase {
    case .reading(let buffer, let since):
      guard events & EPOLLIN.rawValue != 0 else { return }
      switch NonBlockingSocket.receive(connection, limit: limits.readChunk) {
      case .nothing: return
      case .closed: finish(connection)
      case .bytes(let bytes):
        var buffer = buffer
        buffer.append(contentsOf: bytes)
        state.withLock { $0.handlers }?.received(connection, buffer, since)
      }
    case .waiting, .writing, .streaming:
      if events & EPOLLIN.rawValue != 0 {
        // A client says nothing more once it has asked; what it sends now is dropped, and an
        // end of its side ends the connection.
        if case .closed = NonBlockingSocket.receive(connection, limit: 4096) {
          finish(connection)
          return
        }
      }
      if events & EPOLLOUT.rawValue != 0 { flush(connection) }
    }
  }

  /// Writes what the connection takes of its pending bytes, and moves on when all went.
  func flush(_ connection: Int32) {
    guard let open = state.withLock({ $0.connections[connection] }) else { return }
    let pending: Data
    switch open.phase {
    case .writing(let data, _), .streaming(let data): pending = data
    case .reading, .waiting: return
    }
    var left = pending
    if !pending.isEmpty {
      switch NonBlockingSocket.sendSome(connection, pending) {
      case .failed:
        finish(connection)
        return
      case .nothing: break
      case .sent(let count): left = Data(pending.dropFirst(count))
      }
    }
    switch open.phase {
    case .streaming:
      update(connection) { $0 = .streaming(left) }
      watch(connection, writing: !left.isEmpty)
    case .writing(_, let next) where left.isEmpty:
      guard let next else {
        finish(connection)
        return
      }
      let now = ContinuousClock.now
      update(connection) { $0 = .reading(next, since: now) }
      setDeadline(connection, limits.readDeadline)
      watch(connection, writing: false)
      if !next.isEmpty { state.withLock { $0.handlers }?.received(connection, next, now) }
    case .writing(_, let next):
      update(connection) { $0 = .writing(left, next: next) }
      watch(connection, writing: true)
    case .reading, .waiting: break
    }
  }

  /// Changes the phase of an open connection; its serial, `nil` when it is not open.
  @discardableResult
  func update(_ connection: Int32, _ change: (inout Phase) -> Void) -> Int? {
    state.withLock { state in
      guard var open = state.connections[connection] else { return nil }
      change(&open.phase)
      state.connections[connection] = open
      return open.serial
    }
  }

  /// Watches for reads, and for writes while bytes wait.
  func watch(_ connection: Int32, writing: Bool) {
    let events = EPOLLIN.rawValue | (writing ? EPOLLOUT.rawValue : 0)
    loop.watch(connection, events: events) { [self] events in ready(connection, events) }
  }

  /// Ends the connection `after` from now (by `run`, or by closing it).
  func setDeadline(
    _ connection: Int32, _ after: Duration, _ run: (@Sendable () -> Void)? = nil
  ) {
    loop.schedule(deadlineName(connection), at: .now + after) { [self] in
      if let run { run() } else { finish(connection) }
    }
  }

  func deadlineName(_ connection: Int32) -> String {
    "\(limits.name)-connection-\(connection)"
  }
}
