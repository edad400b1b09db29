import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension HTTPClient {
  /// Sends `request`, retrying a GET after a connection failure, timeout, 5xx, 408 or 429.
  ///
  /// Waits follow ``RetryPolicy`` (full jitter, or `Retry-After`). A wait that would end past
  /// `deadline` is not started: the last outcome is returned at once.
  ///
  /// - Returns: The last response, which may still carry a retryable status.
  /// - Throws: The last ``NetworkError`` when no response arrived.
  func sendWithRetries(
    _ request: URLRequest, url: URL, deadline: ContinuousClock.Instant
  ) async throws -> TransportResponse {
    let policy = configuration.retry
    let retries = (request.httpMethod ?? "GET").uppercased() == "GET"
    var attemptNumber = 1
    let host = Self.hostKey(url)
    while true {
      try await HostGate.shared.enter(
        host, politeness: configuration.politeness, by: deadline, url: url)
      let outcome = await attempt(request, url: url, deadline: deadline)
      HostGate.shared.leave(host)
      guard retries, attemptNumber < policy.maxAttempts,
        case .retry(let retryAfter) = decision(for: outcome)
      else {
        return try outcome.get()
      }
      let wait = policy.delay(
        afterAttempt: attemptNumber, retryAfter: retryAfter, random: environment.random())
      guard ContinuousClock.now.advanced(by: wait) < deadline else {
        return try outcome.get()
      }
      do {
        try await environment.sleep(wait)
      } catch {
        throw NetworkError.cancelled(url: url)
      }
      attemptNumber += 1
    }
  }

  /// Whether `outcome` may be retried, and after how long the server asked to wait.
  /// The host a request's turn is counted for: scheme, host and port.
  static func hostKey(_ url: URL) -> String {
    "\(url.scheme ?? "")://\(url.host ?? ""):\(url.port ?? -1)"
  }

  private func decision(for outcome: Result<TransportResponse, NetworkError>) -> RetryDecision {
    switch outcome {
    case .success(let response):
      guard NetworkError.isRetryable(status: response.status) else { return .stop }
      return .retry(
        after: RetryAfter.delay(response.headers["Retry-After"], now: environment.now()))
    case .failure(let error):
      return error.isTemporary ? .retry(after: nil) : .stop
    }
  }

  /// Runs `operation`, failing with ``NetworkError/timedOut(url:)`` if it is still running at
  /// `deadline`.
  ///
  /// `operation` races a timer, and the loser is cancelled. (Running `operation` alone when
  /// the transport ends its transfers at the deadline too saved two tasks and a timer a
  /// request, but starved the in-process loopback servers of VotesDomain's tests on a loaded
  /// machine: their requests sat unanswered past the idle timeout and were sent again.)
  func withDeadline<Value: Sendable>(
    _ deadline: ContinuousClock.Instant,
    url: URL,
    _ operation: @escaping @Sendable () async throws -> Value
  ) async throws -> Value {
    try await withThrowingTaskGroup(of: DeadlineRace<Value>.self) { group in
      group.addTask { .finished(try await operation()) }
      group.addTask {
        try await PromptSleep.until(deadline)
        return .deadlinePassed
      }
      defer { group.cancelAll() }
      do {
        switch try await group.next() {
        case .finished(let value):
          return value
        case .deadlinePassed:
          throw NetworkError.timedOut(url: url)
        case nil:
          throw NetworkError.cancelled(url: url)
        }
      } catch {
        // The sleeping child throws CancellationError only when the caller was cancelled.
        throw NetworkError(mapping: error, url: url)
      }
    }
  }
}

/// What to do after one attempt.
private enum RetryDecision {
  /// Return the outcome as it is.
  case stop
  /// Try again, after the server's `Retry-After` when it sent one.
  case retry(after: Duration?)
}

/// Which side of ``HTTPClient/withDeadline(_:url:_:)`` finished first.
private enum DeadlineRace<Value: Sendable>: Sendable {
  case finished(Value)
  case deadlinePassed
}
