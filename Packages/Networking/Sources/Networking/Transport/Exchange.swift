import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One request in flight on ``URLSessionTransport``: collects the response the session
/// delegate reports, enforces the size cap and the idle timeout, and resumes the awaiting task
/// exactly once.
///
/// `@unchecked Sendable` is safe: it is touched from the delegate queue, the awaiting task and
/// the watchdog task, but every mutable field is read and written only while `lock` is held,
/// and the continuation is taken out under the lock and resumed once, outside it.
final class Exchange: @unchecked Sendable {
  let url: URL
  private let task: URLSessionDataTask
  private let maxBytes: Int
  private let lock = NSLock()
  private var status = 0
  private var headers: [String: String] = [:]
  private var body = Data()
  private var lastActivity = ContinuousClock.now
  private var started = false
  private var outcome: Result<TransportResponse, NetworkError>?
  private var continuation: CheckedContinuation<TransportResponse, any Error>?

  init(task: URLSessionDataTask, url: URL, maxBytes: Int) {
    self.task = task
    self.url = url
    self.maxBytes = maxBytes
  }

  /// Starts the data task and waits for its outcome; cancelling the caller cancels the task
  /// and returns ``NetworkError/cancelled(url:)`` at once.
  func response() async throws -> TransportResponse {
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let (ready, start) = lock.withLock {
          () -> (Result<TransportResponse, NetworkError>?, Bool) in
          if let outcome { return (outcome, false) }
          self.continuation = continuation
          defer { started = true }
          lastActivity = .now
          return (nil, !started)
        }
        if let ready {
          continuation.resume(with: ready)
        } else if start {
          task.resume()
        }
      }
    } onCancel: {
      finish(.failure(.cancelled(url: url)))
    }
  }

  /// Fails with ``NetworkError/timedOut(url:)`` once nothing has arrived for `timeout`; returns
  /// when the exchange is over or the calling task is cancelled.
  func watchIdle(timeout: Duration) async {
    while !Task.isCancelled {
      let (since, done) = lock.withLock { (lastActivity, outcome != nil) }
      if done { return }
      let wake = since.advanced(by: timeout)
      if ContinuousClock.now >= wake {
        finish(.failure(.timedOut(url: url)))
        return
      }
      try? await Task.sleep(until: wake, clock: .continuous)
    }
  }

  // MARK: Delegate events

  /// Records the status and headers; refuses a body whose declared length is over the cap.
  func receive(_ response: URLResponse) -> URLSession.ResponseDisposition {
    let http = response as? HTTPURLResponse
    if response.expectedContentLength > Int64(maxBytes) {
      finish(.failure(.responseTooLarge(url: url, limit: maxBytes)))
      return .cancel
    }
    var fields: [String: String] = [:]
    for (name, value) in http?.allHeaderFields ?? [:] {
      fields[String(describing: name)] = String(describing: value)
    }
    lock.withLock {
      status = http?.statusCode ?? 0
      headers = fields
      lastActivity = .now
    }
    return .allow
  }

  /// Appends body bytes; fails as soon as the body grows past the cap.
  func receive(_ data: Data) {
    let overflow = lock.withLock { () -> Bool in
      guard outcome == nil else { return false }
      lastActivity = .now
      guard body.count + data.count <= maxBytes else { return true }
      body.append(data)
      return false
    }
    if overflow {
      finish(.failure(.responseTooLarge(url: url, limit: maxBytes)))
    }
  }

  /// Completes the exchange with the body collected, or with `error` mapped.
  func complete(error: (any Error)?) {
    if let error {
      finish(.failure(NetworkError(mapping: error, url: url)), cancelsTask: false)
      return
    }
    let response = lock.withLock {
      TransportResponse(status: status, headers: headers, body: body)
    }
    finish(.success(response), cancelsTask: false)
  }

  // MARK: Completion

  /// Settles the exchange once; later calls are ignored. A failure decided here (cancel,
  /// timeout, too large) also cancels the data task so the transfer stops.
  private func finish(_ result: Result<TransportResponse, NetworkError>, cancelsTask: Bool = true) {
    let (waiting, wasStarted) =
      lock.withLock {
        () -> (CheckedContinuation<TransportResponse, any Error>?, Bool)? in
        guard outcome == nil else { return nil }
        outcome = result
        body = Data()
        defer { continuation = nil }
        return (continuation, started)
      } ?? (nil, false)
    if cancelsTask, wasStarted, case .failure = result {
      task.cancel()
    }
    waiting?.resume(with: result)
  }
}
