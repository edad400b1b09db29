import Networking

/// Why no joke could be had, in words a person can act on.
///
/// Each ``description`` is one line naming the service and what to try. The network error
/// underneath a failure stays reachable through ``networkError``, so a command line can choose
/// an exit status (unavailable, try again later, bad data) without parsing text.
public enum JokesError: DomainFailure, Equatable {
  /// The text is not a joke type; the description lists the identifiers.
  case unknownType(String)

  /// The source was asked for a type it has no jokes of (icanhazdadjoke for Chuck Norris).
  case unsupportedType(JokeType, source: JokeSourceID)

  /// The service could not be reached, timed out or answered with an HTTP error.
  case network(source: JokeSourceID, NetworkError)

  /// The service has no joke with this id (icanhazdadjoke answers HTTP 200 with a body
  /// status of 404).
  case notFound(source: JokeSourceID, id: String)

  /// The service has no such joke category (chucknorris.io answers HTTP 404).
  case unknownCategory(source: JokeSourceID, category: String)

  /// The service answered with an error of its own: the tutorial's API with a status other
  /// than 200, or JokeAPI's error envelope. `message` is the service's text.
  case serviceError(source: JokeSourceID, message: String)

  /// The service is limiting requests (HTTP 429); `retryAfter` is the wait it asked for, when
  /// known.
  case rateLimited(source: JokeSourceID, retryAfter: Duration?)

  /// The service answered, but not with a joke in its format; `reason` says what was wrong.
  case malformed(source: JokeSourceID, reason: String)

  /// The service the error is about; `nil` for ``unknownType(_:)``.
  public var source: JokeSourceID? {
    switch self {
    case .unknownType:
      return nil
    case .unsupportedType(_, let source), .network(let source, _),
      .notFound(let source, _), .unknownCategory(let source, _), .serviceError(let source, _),
      .rateLimited(let source, _), .malformed(let source, _):
      return source
    }
  }

  /// The network failure underneath ``network(source:_:)``; `nil` for every other case.
  public var networkError: NetworkError? {
    if case .network(_, let error) = self { return error }
    return nil
  }

  /// What kind of failure this is: a type the user mistyped or the source lacks is a bad
  /// request, a missing joke or category is not found, a limit is worth another try.
  public var kind: DomainFailureKind {
    switch self {
    case .unknownType, .unsupportedType: .badRequest
    case .notFound, .unknownCategory: .notFound
    case .malformed: .malformedData
    case .rateLimited: .tryAgainLater
    case .serviceError, .network: .unavailable
    }
  }

  /// Whether the same request may succeed later: the service was unreachable, slow, failing
  /// with a 5xx, or limiting requests.
  public var isTemporary: Bool {
    switch self {
    case .rateLimited:
      return true
    case .network(_, let error):
      switch error {
      case .cannotConnect, .timedOut, .rateLimited:
        return true
      case .httpStatus(let code, _, _):
        return code == 408 || code == 429 || (500...599).contains(code)
      case .invalidURL, .decoding, .responseTooLarge, .cancelled, .badResponse:
        return false
      }
    case .unknownType, .unsupportedType, .notFound, .unknownCategory, .serviceError,
      .malformed:
      return false
    }
  }
}
