import Networking

extension JokesError {
  /// The wait a joke service asked for, when the failure was a rate limit: the one
  /// ``rateLimited(source:retryAfter:)`` read, else the transport's (a 429's `Retry-After`).
  public var serviceRetryAfter: Duration? {
    if case .rateLimited(_, let retryAfter) = self { return retryAfter }
    return networkError?.serviceRetryAfter
  }
}
