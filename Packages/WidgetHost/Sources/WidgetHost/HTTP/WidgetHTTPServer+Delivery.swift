import Foundation

/// What the service hands the server (reload answers, events), written on the loop's thread,
/// and the event streams' keep-alives.
extension WidgetHTTPServer {
  /// Writes the answers and events handed over since the last call.
  func deliver() {
    let (answers, broadcasts) = state.withLock { state in
      defer {
        state.answers.removeAll()
        state.broadcasts.removeAll()
      }
      return (state.answers, state.broadcasts)
    }
    for (pending, response) in answers {
      // The connection may have closed, and its number gone to another, meanwhile.
      guard let keepAlive = engine.waiting(pending.connection, serial: pending.serial) else {
        continue
      }
      send(
        pending.connection, keepAlive ? response : closing(response), headOnly: false,
        next: keepAlive ? Data() : nil)
    }
    guard !broadcasts.isEmpty else { return }
    let bytes = broadcasts.reduce(into: Data()) { $0.append($1) }
    engine.appendToStreams(bytes, backlog: Self.streamBacklog)
  }

  /// A comment to every event stream every ``keepAliveInterval``, while there is one; a
  /// stream ``streamBacklog`` behind is closed (its client reconnects with `Last-Event-ID`).
  func scheduleKeepAlive() {
    loop.schedule("http-keepalive", at: .now + Self.keepAliveInterval) { [self] in
      engine.appendToStreams(Data(": keep-alive\n\n".utf8), backlog: Self.streamBacklog)
      if engine.streamCount > 0 { scheduleKeepAlive() }
    }
  }
}
