import Networking

extension JokesError: ServiceRetryAdvice {
  /// The wait a joke service asked for, when the failure was a rate limit.
  public var serviceRetryAfter: Duration? {
    switch self {
    case .rateLimited(_, let retryAfter): retryAfter
    case .network(_, let error): error.serviceRetryAfter
    default: nil
    }
  }
}
