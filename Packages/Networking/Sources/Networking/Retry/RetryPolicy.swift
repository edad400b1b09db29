/// How ``HTTPClient`` retries a GET that failed in a way that may pass: a connection failure,
/// a timeout, a 5xx, 408 or 429.
///
/// The wait before attempt *n + 1* is drawn uniformly from zero to
/// `min(maxDelay, baseDelay × 2ⁿ⁻¹)` ("full jitter"), unless the server sent `Retry-After`.
/// No wait ever runs past the client's overall deadline: if it would, the request fails at once
/// with the last error.
public struct RetryPolicy: Sendable, Hashable {
  /// The number of attempts in all, the first included; 1 means never retry.
  public var maxAttempts: Int

  /// The upper bound of the first wait; it doubles after each attempt.
  public var baseDelay: Duration

  /// The largest upper bound a wait can reach by doubling.
  public var maxDelay: Duration

  /// Whether a `Retry-After` header (seconds or an HTTP date) sets the wait instead of jitter.
  public var honorsRetryAfter: Bool

  /// Creates a policy; the defaults suit an interactive command (3 attempts, 0.25 s to 4 s).
  public init(
    maxAttempts: Int = 3,
    baseDelay: Duration = .milliseconds(250),
    maxDelay: Duration = .seconds(4),
    honorsRetryAfter: Bool = true
  ) {
    self.maxAttempts = maxAttempts
    self.baseDelay = baseDelay
    self.maxDelay = maxDelay
    self.honorsRetryAfter = honorsRetryAfter
  }

  /// A policy that makes one attempt only.
  public static let never = RetryPolicy(maxAttempts: 1)

  /// The wait after failed attempt number `attempt` (1-based).
  ///
  /// - Parameters:
  ///   - attempt: The attempt that just failed, starting at 1.
  ///   - retryAfter: The server's `Retry-After`, already converted to a duration.
  ///   - random: A number in `0..<1` that picks the point within the jitter window.
  func delay(afterAttempt attempt: Int, retryAfter: Duration?, random: Double) -> Duration {
    if honorsRetryAfter, let retryAfter {
      return max(retryAfter, .zero)
    }
    // Doubles at most until the ceiling reaches maxDelay (about 127 times for any Duration),
    // whatever `attempt` is, and never past maxDelay, so it can neither spin nor overflow.
    let limit = max(maxDelay, .zero)
    var ceiling = min(max(baseDelay, .zero), limit)
    var doublings = max(attempt, 1) - 1
    while doublings > 0, ceiling < limit {
      ceiling = ceiling > limit / 2 ? limit : ceiling * 2
      doublings -= 1
    }
    return ceiling * min(max(random, 0), 1)
  }
}
