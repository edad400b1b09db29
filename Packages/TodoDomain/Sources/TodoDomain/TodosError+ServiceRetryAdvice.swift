import Networking

extension TodosError: ServiceRetryAdvice {
  /// The wait JSONPlaceholder asked for, when the failure was a rate limit.
  public var serviceRetryAfter: Duration? {
    if case .network(let error) = self { return error.serviceRetryAfter }
    return nil
  }
}
