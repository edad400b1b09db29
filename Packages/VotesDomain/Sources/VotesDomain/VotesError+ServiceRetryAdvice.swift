import Networking

extension VotesError {
  /// The wait the Clerk or congress.gov asked for, when the failure was a rate limit: the one
  /// ``rateLimited(retryAfter:)`` read, else the transport's (a 429's `Retry-After`).
  public var serviceRetryAfter: Duration? {
    if case .rateLimited(let retryAfter) = self { return retryAfter }
    return networkError?.serviceRetryAfter
  }
}
