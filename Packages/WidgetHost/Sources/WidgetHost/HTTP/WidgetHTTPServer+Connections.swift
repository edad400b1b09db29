import AppCommandLine
import CLinuxEvents
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The connections' handlers, all on the loop's thread: accept, read a head, answer, stream.
extension WidgetHTTPServer {
  func acceptAll() {
    let more = NonBlockingSocket.acceptEach(descriptor) { connection in
      let now = ContinuousClock.now
      let (evicted, admitted) = state.withLock { state -> (Int32?, Bool) in
        var evicted: Int32?
        if state.connections.count >= Self.maximumConnections {
          // The connection idle longest gives way: idle clients cannot lock others out.
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
      setDeadline(connection, Self.readDeadline)
      loop.watch(connection, events: EPOLLIN.rawValue) { [self] events in
        ready(connection, events)
      }
    }
    if !more {
      // No descriptor left: stop accepting for a moment rather than spin on a full queue.
      loop.unwatch(descriptor)
      loop.schedule("http-accept", at: .now + .milliseconds(100)) { [self] in
        loop.watch(descriptor, events: EPOLLIN.rawValue) { [self] _ in acceptAll() }
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
      switch NonBlockingSocket.receive(connection, limit: 16_384) {
      case .nothing: return
      case .closed: finish(connection)
      case .bytes(let bytes):
        var buffer = buffer
        buffer.append(contentsOf: bytes)
        handle(connection, buffer, since: since)
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

  /// Reads a head from `buffer` and acts on it.
  func handle(_ connection: Int32, _ buffer: Data, since: ContinuousClock.Instant) {
    let parsed: (head: HTTPRequestHead, length: Int)?
    do {
      parsed = try HTTPRequestHead.parse(buffer)
    } catch {
      let response: HTTPResponse =
        error == .tooLarge
        ? .text(431, "the request line and headers take at most 8 KiB")
        : .text(400, "not an HTTP/1.1 request this server reads")
      send(connection, closing(response), headOnly: false, next: nil)
      return
    }
    guard let (head, length) = parsed else {
      update(connection) { $0 = .reading(buffer, since: since) }
      return
    }
    let rest = Data(buffer.dropFirst(length))
    // A POST's or DELETE's body is never read: its connection closes after the answer.
    let keepAlive = head.keepsAlive && !["POST", "DELETE"].contains(head.method)
    switch router.route(head) {
    case .respond(let response):
      let closes = response.closes || !keepAlive
      send(
        connection, closes ? closing(response) : response, headOnly: head.method == "HEAD",
        next: closes ? nil : rest)
    case .stream(let lastEventID):
      startStream(connection, replaying: router.board.replay(after: lastEventID))
    case .ask(let id, let asked):
      let serial = update(connection) { $0 = .waiting(keepAlive: keepAlive) }
      guard let serial else { return }
      setDeadline(connection, Self.reloadDeadline) { [self] in
        send(
          connection, closing(.text(504, "the service did not answer in time")),
          headOnly: false, next: nil)
      }
      state.withLock {
        $0.pending.append(
          Pending(
            id: id, asked: asked, connection: connection, serial: serial, arrived: .now))
      }
      arrived()
    }
  }

  /// Starts writing `response` (its head alone for `HEAD`); then reads the next request from
  /// `next`, or closes when `next` is `nil`.
  func send(_ connection: Int32, _ response: HTTPResponse, headOnly: Bool, next: Data?) {
    update(connection) { $0 = .writing(response.bytes(headOnly: headOnly), next: next) }
    setDeadline(connection, Self.writeDeadline)
    flush(connection)
  }

  /// An event stream's head, its retry delay and the replayed events; no deadline, a comment
  /// every ``keepAliveInterval``.
  func startStream(_ connection: Int32, replaying events: [WidgetBoard.Event]) {
    let streams = state.withLock { state in
      state.connections.values.filter { if case .streaming = $0.phase { true } else { false } }
        .count
    }
    guard streams < Self.maximumStreams else {
      send(connection, closing(.text(503, "too many event streams")), headOnly: false, next: nil)
      return
    }
    var bytes = HTTPResponse(200, "text/event-stream; charset=utf-8", Data()).bytes(streaming: true)
    bytes.append(Data("retry: 3000\n\n".utf8))
    for event in events { bytes.append(event.bytes) }
    update(connection) { $0 = .streaming(bytes) }
    loop.cancel(deadlineName(connection))
    if streams == 0 { scheduleKeepAlive() }
    flush(connection)
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
      setDeadline(connection, Self.readDeadline)
      watch(connection, writing: false)
      if !next.isEmpty { handle(connection, next, since: now) }
    case .writing(_, let next):
      update(connection) { $0 = .writing(left, next: next) }
      watch(connection, writing: true)
    case .reading, .waiting: break
    }
  }
}
