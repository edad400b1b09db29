import AppCommandLine
import CLinuxEvents
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// What the service hands the server (reload answers, events), written on the loop's thread;
/// keep-alives; and the connections' bookkeeping.
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
      let keepAlive = state.withLock { state -> Bool? in
        guard let open = state.connections[pending.connection], open.serial == pending.serial,
          case .waiting(let keepAlive) = open.phase
        else { return nil }
        return keepAlive
      }
      guard let keepAlive else { continue }
      send(
        pending.connection, keepAlive ? response : closing(response), headOnly: false,
        next: keepAlive ? Data() : nil)
    }
    guard !broadcasts.isEmpty else { return }
    let bytes = broadcasts.reduce(into: Data()) { $0.append($1) }
    appendToStreams(bytes)
  }

  /// Adds `bytes` to every event stream and writes what fits; a stream that has fallen
  /// ``streamBacklog`` behind is closed (its client reconnects with `Last-Event-ID`).
  func appendToStreams(_ bytes: Data) {
    let (streams, behind) = state.withLock { state -> ([Int32], [Int32]) in
      var streams: [Int32] = []
      var behind: [Int32] = []
      for (connection, open) in state.connections {
        guard case .streaming(var data) = open.phase else { continue }
        data.append(bytes)
        if data.count > Self.streamBacklog {
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

  /// A comment to every event stream every ``keepAliveInterval``, while there is one.
  func scheduleKeepAlive() {
    loop.schedule("http-keepalive", at: .now + Self.keepAliveInterval) { [self] in
      appendToStreams(Data(": keep-alive\n\n".utf8))
      let open = state.withLock { state in
        state.connections.values.contains { if case .streaming = $0.phase { true } else { false } }
      }
      if open { scheduleKeepAlive() }
    }
  }

  /// `response`, closing its connection.
  func closing(_ response: HTTPResponse) -> HTTPResponse {
    var response = response
    response.closes = true
    return response
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

  /// Forgets and closes a connection.
  func finish(_ connection: Int32) {
    let known = state.withLock { state in
      state.pending.removeAll { $0.connection == connection }
      return state.connections.removeValue(forKey: connection) != nil
    }
    guard known else { return }
    loop.release(connection, deadline: deadlineName(connection))
  }

  func deadlineName(_ connection: Int32) -> String {
    "http-connection-\(connection)"
  }
}
