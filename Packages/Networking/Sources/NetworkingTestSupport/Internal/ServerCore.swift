import Dispatch
import Foundation
import Synchronization

/// The shared heart of a `LoopbackHTTPServer`: the listening socket, the open connections,
/// the routes and the record of requests. The accept thread and every connection thread hold
/// the core, not the public server, so dropping the last reference to the server stops it.
///
/// Every file descriptor is shut down and closed only while `state` is locked, so `stop()`
/// can never shut down a descriptor number that a connection thread has already closed and
/// the system has handed to someone else.
final class ServerCore: Sendable {
  typealias Handler = @Sendable (RecordedRequest) async -> ScriptedResponse

  /// The mutable part of the server, always accessed under its lock.
  struct State: Sendable {
    var stopped = false
    var listener: Int32
    var openConnections: Set<Int32> = []
    var nextConnectionID = 1
    var handler: Handler
    var routes: [String: RouteScript] = [:]
    var requests: [RecordedRequest] = []
  }

  let port: UInt16
  let state: Mutex<State>
  let stopSignal = StopSignal()
  private let acceptFinished = DispatchSemaphore(value: 0)

  init(port requestedPort: UInt16, handler: @escaping Handler) throws(LoopbackServerError) {
    let (listener, port) = try Socket.makeListener(port: requestedPort)
    self.port = port
    self.state = Mutex(State(listener: listener, handler: handler))
  }

  /// Starts the accept thread.
  func start() {
    let listener = state.withLock { $0.listener }
    let thread = Thread { [self] in
      acceptLoop(listener: listener)
      acceptFinished.signal()
    }
    thread.name = "LoopbackHTTPServer.accept:\(port)"
    thread.start()
  }

  /// Shuts the listener and every open connection, wakes sleeping responses, and waits
  /// (briefly) for the accept thread to close the listener. Later calls return at once.
  func stop() {
    let first = state.withLock { state -> Bool in
      guard !state.stopped else { return false }
      state.stopped = true
      if state.listener >= 0 { Socket.shutdownBoth(state.listener) }
      for fd in state.openConnections { Socket.shutdownBoth(fd) }
      return true
    }
    guard first else { return }
    stopSignal.fire()
    _ = acceptFinished.wait(timeout: .now() + .seconds(2))
  }

  /// Accepts connections until stopped, then closes the listener. Polls with a short timeout
  /// so that a stop is noticed even where shutting down a listener does not wake `accept`.
  private func acceptLoop(listener: Int32) {
    while !stopSignal.isFired {
      guard Socket.waitReadable(listener, timeoutMilliseconds: 200) else { continue }
      guard let fd = Socket.acceptConnection(listener) else {
        // Out of descriptors or shut down: back off a little instead of spinning.
        _ = stopSignal.sleep(for: .milliseconds(10))
        continue
      }
      guard let id = register(fd) else { break }
      let thread = Thread { [self] in serve(connection: fd, id: id) }
      thread.name = "LoopbackHTTPServer.connection:\(id)"
      thread.start()
    }
    state.withLock { state in
      Socket.closeSocket(state.listener)
      state.listener = -1
    }
  }

  /// Records a freshly accepted connection and gives it an id, or closes it and returns nil
  /// when the server is stopping.
  private func register(_ fd: Int32) -> Int? {
    state.withLock { state -> Int? in
      guard !state.stopped else {
        Socket.closeSocket(fd)
        return nil
      }
      state.openConnections.insert(fd)
      defer { state.nextConnectionID += 1 }
      return state.nextConnectionID
    }
  }

  /// Forgets and closes a connection.
  func unregister(_ fd: Int32) {
    state.withLock { state in
      state.openConnections.remove(fd)
      Socket.closeSocket(fd)
    }
  }
}

/// The scripted responses of one route: successive requests take successive responses, and
/// the last one repeats.
struct RouteScript: Sendable {
  var responses: [ScriptedResponse]
  var served = 0

  /// The response for the next request on this route.
  mutating func next() -> ScriptedResponse {
    let index = min(served, responses.count - 1)
    served += 1
    return responses[index]
  }
}
