/// An error that may carry a service's request to wait before trying again: HTTP 429's
/// `Retry-After`, whether the error is a ``NetworkError`` or a domain error wrapping one.
///
/// A scheduler reads it to honour the wait instead of retrying on its own timetable.
///
/// ```swift
/// if let wait = (error as? any ServiceRetryAdvice)?.serviceRetryAfter { … }
/// ```
public protocol ServiceRetryAdvice: Error {
  /// How long the service asked to wait, when it did.
  var serviceRetryAfter: Duration? { get }
}

extension NetworkError: ServiceRetryAdvice {
  /// The wait of a ``rateLimited(url:retryAfter:)``; `nil` for every other case.
  public var serviceRetryAfter: Duration? {
    if case .rateLimited(_, let retryAfter) = self { return retryAfter }
    return nil
  }
}
