import Networking

extension VoteError {
  /// The wait the Clerk or congress.gov asked for: ``retryAfter``, under the name the
  /// scheduler reads.
  public var serviceRetryAfter: Duration? { retryAfter }
}
