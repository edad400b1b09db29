/// What every domain's error tells the program that shows it: one line in its own words
/// (``description``), what kind of failure it is, and the ``NetworkError`` underneath when the
/// failure was the transport's.
///
/// A transport failure is worded once, at the program's edge, from ``networkError``, so the
/// same timeout reads the same whichever domain it came through; everything else is shown
/// with the domain's own ``description`` and an exit status chosen by ``kind``. Its
/// ``RetryAdvice/retryAfter`` is the wait the ``networkError`` asked for, unless
/// the domain knows one of its own (a rate limit it reads from a body), so a widget honours a
/// `Retry-After` whatever domain it came through.
///
/// ```swift
/// if let failure = error as? any DomainFailure, let network = failure.networkError { … }
/// ```
public protocol DomainFailure: RetryAdvice, Sendable, CustomStringConvertible {
  /// The transport failure this error wraps; `nil` when the failure is the domain's own.
  var networkError: NetworkError? { get }
  /// What kind of failure this is, when it is not a transport failure.
  var kind: DomainFailureKind { get }
}

extension DomainFailure {
  /// The wait the ``networkError`` asked for (a 429's `Retry-After`); `nil` for a failure of
  /// the domain's own.
  public var retryAfter: Duration? { networkError?.retryAfter }
}

/// The kinds of a domain's own failures, each with its own exit status in a command line.
public enum DomainFailureKind: Sendable, Hashable {
  /// The request named something the domain does not have a word for: an unknown joke type.
  case badRequest
  /// The service has no such thing: a todo id, a roll number.
  case notFound
  /// The service answered, but not with data in its format.
  case malformedData
  /// The service refused or failed in a way a retry will not fix soon.
  case unavailable
  /// The service asked to wait (a rate limit); the same request may succeed later.
  case tryAgainLater
  /// The domain needs a credential it was not given, or that was refused (an API key).
  case credentials
}
