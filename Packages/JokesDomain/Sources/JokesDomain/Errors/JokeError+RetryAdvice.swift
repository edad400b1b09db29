import Networking

extension JokeError {
  /// The wait a joke source asked for: ``retryAfter``.
  public var serviceRetryAfter: Duration? { retryAfter }
}
