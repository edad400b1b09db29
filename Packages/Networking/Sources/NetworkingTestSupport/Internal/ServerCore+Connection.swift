import Dispatch
import Foundation
import Synchronization

extension ServerCore {
  /// Serves one connection on its own thread: reads requests one after another (keep-alive)
  /// until the client closes, asks for `Connection: close`, a response closes mid-body, or
  /// the server stops.
  func serve(connection fd: Int32, id: Int) {
    defer { unregister(fd) }
    var reader = RequestReader(fd: fd, connectionID: id)
    while !stopSignal.isFired {
      switch reader.next() {
      case .closed:
        return
      case .malformed(let status):
        let response = ScriptedResponse.text("Bad request\n", status: status)
        _ = ResponseWriter.write(response, to: fd, method: "GET", closing: true, stop: stopSignal)
        return
      case .request(let request):
        guard let response = response(for: request) else { return }
        let closing = request.wantsClose || response.asksToClose
        let usable = ResponseWriter.write(
          response, to: fd, method: request.method, closing: closing, stop: stopSignal)
        if closing || !usable { return }
      }
    }
  }

  /// Records `request` and picks its response: the route's next scripted response when its
  /// path is routed, else the handler's answer. Nil when the server stopped while waiting.
  private func response(for request: RecordedRequest) -> ScriptedResponse? {
    let (scripted, handler) = state.withLock { state -> (ScriptedResponse?, Handler) in
      state.requests.append(request)
      guard var script = state.routes[request.path] else { return (nil, state.handler) }
      let response = script.next()
      state.routes[request.path] = script
      return (response, state.handler)
    }
    if let scripted { return scripted }
    return Self.await(handler, request, stop: stopSignal)
  }

  /// Runs the async handler from this (blocking, non-cooperative) connection thread.
  ///
  /// The handler runs in a `Task` on Swift's cooperative pool; this thread waits on a
  /// semaphore for it. Blocking is safe here because a connection thread is a plain
  /// `Thread`, never one of the pool's threads, so the pool keeps all its threads for the
  /// handler and for the test itself. The wait wakes every 100 ms to notice `stop()`, and
  /// then cancels the task and gives up on the response.
  private static func await(
    _ handler: @escaping Handler, _ request: RecordedRequest, stop: StopSignal
  ) -> ScriptedResponse? {
    let result = ResponseSlot()
    let done = DispatchSemaphore(value: 0)
    let task = Task {
      let response = await handler(request)
      result.response.withLock { $0 = response }
      done.signal()
    }
    while done.wait(timeout: .now() + .milliseconds(100)) == .timedOut {
      if stop.isFired {
        task.cancel()
        return nil
      }
    }
    return result.response.withLock { $0 }
  }
}

extension ScriptedResponse {
  /// Whether the script itself ends the connection: a close mid-body, or its own
  /// `Connection: close` header.
  var asksToClose: Bool {
    if closeAfterBodyBytes != nil { return true }
    return header("Connection")?.lowercased().contains("close") ?? false
  }
}

/// Where a handler's task leaves its answer for the connection thread waiting on it.
private final class ResponseSlot: Sendable {
  let response = Mutex<ScriptedResponse?>(nil)
}
