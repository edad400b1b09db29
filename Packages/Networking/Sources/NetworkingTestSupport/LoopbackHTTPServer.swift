import Foundation

/// A real HTTP/1.1 server on 127.0.0.1 for tests: clients talk to it over real sockets, and
/// each route answers with scripted responses (status, headers, body, delays, slow drips,
/// chunked bodies, connections cut mid-body).
///
/// ```swift
/// let server = try LoopbackHTTPServer()
/// defer { server.stop() }
/// server.route("/todos/1", .json(#"{"id":1}"#), .status(503))
/// let (data, _) = try await session.data(from: server.baseURL.appending(path: "todos/1"))
/// #expect(server.requestCount(path: "/todos/1") == 1)
/// ```
///
/// Threads: one accept thread, and one plain `Thread` per connection, which serves that
/// connection's requests in order (keep-alive; `Connection: close` is honoured). An async
/// handler runs in a `Task` while its connection thread waits on a semaphore; that is safe
/// because connection threads are never threads of Swift's cooperative pool. Writes use
/// `MSG_NOSIGNAL`, so a client that hangs up never raises `SIGPIPE`.
public final class LoopbackHTTPServer: Sendable {
  private let core: ServerCore

  /// Binds 127.0.0.1 on `port` (0 picks a free ephemeral port) and starts accepting on
  /// background threads. Paths without a route are answered by `handler`.
  /// - Throws: `LoopbackServerError` when the socket cannot be created, bound or listened on.
  public init(
    port: UInt16 = 0,
    handler: @escaping @Sendable (RecordedRequest) async -> ScriptedResponse = { _ in .notFound }
  ) throws {
    core = try ServerCore(port: port, handler: handler)
    core.start()
  }

  deinit {
    core.stop()
  }

  /// `http://127.0.0.1:PORT`, without a trailing slash.
  public var baseURL: URL {
    URL(string: "http://127.0.0.1:\(core.port)") ?? URL(fileURLWithPath: "/")
  }

  /// The port the server listens on.
  public var port: UInt16 { core.port }

  /// Replaces the handler that answers paths without a route.
  public func setHandler(
    _ handler: @escaping @Sendable (RecordedRequest) async -> ScriptedResponse
  ) {
    core.state.withLock { $0.handler = handler }
  }

  /// Scripts the exact path `path` (no query): successive requests take successive
  /// responses and the last one repeats. Calling it again for a path restarts its script;
  /// calling it with no responses removes the route.
  public func route(_ path: String, _ responses: ScriptedResponse...) {
    route(path, responses: responses)
  }

  /// The array form of `route(_:_:)`.
  public func route(_ path: String, responses: [ScriptedResponse]) {
    core.state.withLock { state in
      state.routes[path] = responses.isEmpty ? nil : RouteScript(responses: responses)
    }
  }

  /// Every request received so far, in the order they were read.
  public var requests: [RecordedRequest] {
    core.state.withLock { $0.requests }
  }

  /// How many requests have been received for the exact path `path` (no query).
  public func requestCount(path: String) -> Int {
    core.state.withLock { state in state.requests.count { $0.path == path } }
  }

  /// How many TCP connections have been accepted so far.
  public var connectionCount: Int {
    core.state.withLock { $0.nextConnectionID - 1 }
  }

  /// Forgets the requests received so far (routes and handler stay).
  public func clearRequests() {
    core.state.withLock { $0.requests.removeAll() }
  }

  /// Closes the listener and every open connection and wakes delayed or dripping responses.
  /// Prompt, idempotent, and safe while clients are connected; also called on deinit.
  public func stop() {
    core.stop()
  }

  /// Whether `stop()` has been called.
  public var isStopped: Bool {
    core.state.withLock { $0.stopped }
  }
}
