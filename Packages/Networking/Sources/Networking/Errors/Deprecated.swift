/// The 0.2 name of ``RetryAdvice``.
@available(*, deprecated, renamed: "RetryAdvice")
public typealias ServiceRetryAdvice = RetryAdvice

extension RetryAdvice {
  /// The 0.2 name of ``RetryAdvice/retryAfter``.
  @available(*, deprecated, renamed: "retryAfter")
  public var serviceRetryAfter: Duration? { retryAfter }
}
