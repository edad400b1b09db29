import Foundation

/// What the server makes of a connection's bytes, on the loop's thread: read a head, answer
/// it, hand a reload to the service, or start an event stream (``ConnectionEngine`` keeps the
/// connections).
extension WidgetHTTPServer {
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
      engine.keepReading(connection, buffer, since: since)
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
      let serial = engine.wait(connection, keepAlive: keepAlive, deadline: Self.reloadDeadline) {
        [self] in
        send(
          connection, closing(.text(504, "the service did not answer in time")),
          headOnly: false, next: nil)
      }
      guard let serial else { return }
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
    engine.send(connection, response.bytes(headOnly: headOnly), next: next)
  }

  /// An event stream's head, its retry delay and the replayed events; no deadline, a comment
  /// every ``keepAliveInterval``.
  func startStream(_ connection: Int32, replaying events: [WidgetBoard.Event]) {
    let streams = engine.streamCount
    guard streams < Self.maximumStreams else {
      send(connection, closing(.text(503, "too many event streams")), headOnly: false, next: nil)
      return
    }
    var bytes = HTTPResponse(200, "text/event-stream; charset=utf-8", Data()).bytes(streaming: true)
    bytes.append(Data("retry: 3000\n\n".utf8))
    for event in events { bytes.append(event.bytes) }
    engine.stream(connection, bytes)
    if streams == 0 { scheduleKeepAlive() }
  }

  /// `response`, closing its connection.
  func closing(_ response: HTTPResponse) -> HTTPResponse {
    var response = response
    response.closes = true
    return response
  }
}
