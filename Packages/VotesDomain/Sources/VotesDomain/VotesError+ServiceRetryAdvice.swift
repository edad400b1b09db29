import Networking

extension VotesError: ServiceRetryAdvice {
  /// The wait the Clerk or congress.gov asked for, when the failure was a rate limit.
  public var serviceRetryAfter: Duration? {
    switch self {
    case .rateLimited(let retryAfter): retryAfter
    case .network(_, let error): error.serviceRetryAfter
    default: nil
    }
  }
}
