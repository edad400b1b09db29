import Foundation
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One request in flight on ``URLSessionTransport``: starts its data task, collects what the
/// session delegate reports, enforces the size cap, the idle timeout and the redirect rules,
/// and resumes the awaiting task exactly once.
///
/// FoundationNetworking's `dataTask(with:)`, `resume()` and `cancel()` wait for the session's
/// work queue, which libcurl keeps busy for as long as a fast or inflating body pours in
/// (measured: a refused 1 GiB gzip body held it for 9 s). So the exchange never calls them
/// from the awaiting task or the delegate queue: each runs on its own on a global queue (not
/// one serial queue, where a starved cancel would hold up the next request's start), and the
/// awaiting task only waits for ``finish(_:cancelsTask:)``, which the deadline, the idle
/// timeout and the cap can always reach at once.
///
/// It is touched from the delegate queue, ``sessionCalls``, the awaiting task and the watchdog
/// task: every mutable field is in ``State`` behind a `Mutex`, and the continuation is taken out
/// under the lock and resumed once, outside.
final class Exchange: Sendable {
  /// What the exchange has heard so far, and how it ended.
  private struct State {
    var status = 0
    var headers: [String: String] = [:]
    var body = Data()
    var lastActivity = ContinuousClock.now
    var started = false
    var task: URLSessionDataTask?
    var registry: SessionDelegate?
    var outcome: Result<TransportResponse, NetworkError>?
    var continuation: CheckedContinuation<TransportResponse, any Error>?
  }

  let url: URL
  private let limits: TransportLimits
  private let state = Mutex(State())

  init(url: URL, limits: TransportLimits) {
    self.url = url
    self.limits = limits
  }

  /// Where calls that wait for the session run, each on its own. A queue of its own, not the
  /// global one: its threads may block, so it takes them from the pool that grows on demand
  /// (the global queue's few threads would be held up, and with them everyone else).
  static let sessionCalls = DispatchQueue(
    label: "Networking.Exchange.sessionCalls", qos: .userInitiated, attributes: .concurrent)

  /// Starts the request with `start` (once) and waits for its outcome; cancelling the caller
  /// returns ``NetworkError/cancelled(url:)`` at once.
  ///
  /// - Parameter start: Called once, on the caller's thread; must not block (it should hand
  ///   ``begin(_:session:delegate:)`` to ``sessionCalls``).
  func response(start: @escaping @Sendable () -> Void) async throws -> TransportResponse {
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let (ready, first) = state.withLock {
          state -> (Result<TransportResponse, NetworkError>?, Bool) in
          if let outcome = state.outcome { return (outcome, false) }
          state.continuation = continuation
          defer { state.started = true }
          state.lastActivity = .now
          return (nil, !state.started)
        }
        if let ready {
          continuation.resume(with: ready)
        } else if first {
          start()
        }
      }
    } onCancel: {
      finish(.failure(.cancelled(url: url)))
    }
  }

  /// Creates and resumes the data task; runs on ``sessionCalls``, where waiting for the
  /// session is harmless. Does nothing when the exchange is already over.
  func begin(_ request: URLRequest, session: URLSession, delegate: SessionDelegate) {
    guard state.withLock({ $0.outcome == nil }) else { return }
    let task = session.dataTask(with: request)
    let attached = state.withLock { state -> Bool in
      guard state.outcome == nil else { return false }
      state.task = task
      state.registry = delegate
      delegate.register(self, for: task.taskIdentifier)
      return true
    }
    if attached {
      task.resume()
    } else {
      task.cancel()
    }
  }

  /// Fails with ``NetworkError/timedOut(url:)`` once nothing has arrived for `timeout`; returns
  /// when the exchange is over or the calling task is cancelled.
  func watchIdle(timeout: Duration) async {
    while !Task.isCancelled {
      let (since, done) = state.withLock { ($0.lastActivity, $0.outcome != nil) }
      if done { return }
      let wake = since.advanced(by: timeout)
      if ContinuousClock.now >= wake {
        finish(.failure(.timedOut(url: url)))
        return
      }
      try? await PromptSleep.until(wake)
    }
  }

  /// Ends the exchange as cancelled unless it is already over: unregisters and cancels the
  /// data task. Called when the transport returns, so nothing outlives the call.
  func abandon() {
    finish(.failure(.cancelled(url: url)))
  }

  // MARK: Delegate events

  /// Records the status and headers, or refuses the response: a declared length over the
  /// cap, a body compressed although the request asked for identity, a non-HTTP response.
  func receive(_ response: URLResponse) -> URLSession.ResponseDisposition {
    if let refusal = ResponseCheck.refusal(of: response, url: url, limits: limits) {
      finish(.failure(refusal))
      return .cancel
    }
    var fields: [String: String] = [:]
    for (name, value) in (response as? HTTPURLResponse)?.allHeaderFields ?? [:] {
      fields[String(describing: name)] = String(describing: value)
    }
    let status = (response as? HTTPURLResponse)?.statusCode ?? 0
    state.withLock { state in
      state.status = status
      state.headers = fields
      state.lastActivity = .now
    }
    return .allow
  }

  /// Appends body bytes; fails as soon as the body would grow past the cap. Once the exchange
  /// is over, bytes still queued for the delegate are dropped without being copied.
  func receive(_ data: Data) {
    let limit = limits.maxResponseBytes
    let overflow = state.withLock { state -> Bool in
      guard state.outcome == nil else { return false }
      state.lastActivity = .now
      guard state.body.count <= limit, data.count <= limit - state.body.count else {
        return true
      }
      state.body.append(data)
      return false
    }
    if overflow {
      finish(.failure(.responseTooLarge(url: url, limit: limits.maxResponseBytes)))
    }
  }

  /// The request to follow a redirect with, or nil to stop: a redirect to anything but
  /// `http`/`https` fails the exchange with ``NetworkError/badResponse(url:reason:)``, and one
  /// to another origin loses the credential headers and URL user info.
  func redirect(to request: URLRequest) -> URLRequest? {
    switch ResponseCheck.redirect(request, from: url, limits: limits) {
    case .follow(let next):
      state.withLock { $0.lastActivity = .now }
      return next
    case .refuse(let error):
      // Not cancelled here: FoundationNetworking is waiting for this answer, and a cancel that
      // overtakes it crashes the process. Declining the redirect ends the transfer; the 3xx
      // that follows is dropped because the exchange is settled.
      finish(.failure(error), cancelsTask: false)
      return nil
    }
  }

  /// Completes the exchange with the body collected, or with `error` mapped.
  func complete(error: (any Error)?) {
    if let error {
      finish(.failure(NetworkError(mapping: error, url: url)), cancelsTask: false)
      return
    }
    let response = state.withLock {
      TransportResponse(status: $0.status, headers: $0.headers, body: $0.body)
    }
    finish(.success(response), cancelsTask: false)
  }

  // MARK: Completion

  /// Settles the exchange once; later calls are ignored. Stops routing the task's events here,
  /// and a failure decided here (cancel, timeout, cap, refusal) also cancels the data task, on
  /// ``sessionCalls``, so that the transfer stops without blocking this thread. (A cancel that
  /// overtakes `resume()` is fine: a cancelled task never starts.)
  private func finish(_ result: Result<TransportResponse, NetworkError>, cancelsTask: Bool = true) {
    let settled = state.withLock {
      state -> (CheckedContinuation<TransportResponse, any Error>?, URLSessionDataTask?)? in
      guard state.outcome == nil else { return nil }
      state.outcome = result
      state.body = Data()
      defer { state.continuation = nil }
      if let task = state.task { state.registry?.unregister(task.taskIdentifier) }
      return (state.continuation, state.task)
    }
    guard let (waiting, task) = settled else { return }
    if cancelsTask, let task, case .failure = result {
      Self.sessionCalls.async { task.cancel() }
    }
    waiting?.resume(with: result)
  }
}
