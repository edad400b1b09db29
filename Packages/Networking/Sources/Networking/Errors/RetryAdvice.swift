/// An error that may carry a server's request to wait before trying again: HTTP 429's
/// `Retry-After`, whether the error is a ``NetworkError`` or a domain error wrapping one.
///
/// A scheduler reads it to honour the wait instead of retrying on its own timetable.
///
/// ```swift
/// if let wait = (error as? any RetryAdvice)?.retryAfter { … }
/// ```
public protocol RetryAdvice: Error {
  /// How long the server asked to wait, when it did.
  var retryAfter: Duration? { get }
}

extension NetworkError: RetryAdvice {
  /// The wait a ``Code/rateLimited`` failure's `Retry-After` asked for; `nil` for every other
  /// kind, and when the server did not say.
  public var retryAfter: Duration? {
    if case .rateLimited(_, let retryAfter) = detail { return retryAfter }
    return nil
  }
}
