import Networking

/// Why no joke could be had, in words a person can act on.
///
/// A struct around a private code, so that a new kind of failure is not a breaking change:
/// make one with the static constructors (``network(source:_:)``, ``notFound(source:id:)`` …)
/// and read one through ``kind``, ``source``, ``networkError``, ``retryAfter`` and
/// ``isTemporary``, not by matching cases.
///
/// Each ``description`` is one line naming the site and what to try. The network error
/// underneath a failure stays reachable through ``networkError``, so a command line can choose
/// an exit status (unavailable, try again later, bad data) without parsing text.
///
/// ```swift
/// let error = JokeError.notFound(source: .icanhazdadjoke, id: "abc")
/// error.kind    // .notFound
/// error.source  // .icanhazdadjoke
/// ```
public struct JokeError: DomainFailure, Hashable {
  /// What happened, with the values the description and the accessors read.
  private enum Code: Hashable {
    case unknownType(String)
    case unsupportedType(JokeType, source: JokeSourceID)
    case network(source: JokeSourceID, NetworkError)
    case notFound(source: JokeSourceID, id: String)
    case unknownCategory(source: JokeSourceID, category: String)
    case sourceError(source: JokeSourceID, message: String)
    case rateLimited(source: JokeSourceID, retryAfter: Duration?)
    case malformed(source: JokeSourceID, reason: String)
  }

  private let code: Code

  private init(_ code: Code) {
    self.code = code
  }

  /// The text is not a joke type; the description lists the identifiers.
  public static func unknownType(_ text: String) -> JokeError {
    JokeError(.unknownType(text))
  }

  /// The source was asked for a type it has no jokes of (icanhazdadjoke for Chuck Norris).
  public static func unsupportedType(_ type: JokeType, source: JokeSourceID) -> JokeError {
    JokeError(.unsupportedType(type, source: source))
  }

  /// The source could not be reached, timed out or answered with an HTTP error.
  public static func network(source: JokeSourceID, _ error: NetworkError) -> JokeError {
    JokeError(.network(source: source, error))
  }

  /// The source has no joke with this id (icanhazdadjoke answers HTTP 200 with a body
  /// status of 404).
  public static func notFound(source: JokeSourceID, id: String) -> JokeError {
    JokeError(.notFound(source: source, id: id))
  }

  /// The source has no such joke category (chucknorris.io answers HTTP 404).
  public static func unknownCategory(source: JokeSourceID, category: String) -> JokeError {
    JokeError(.unknownCategory(source: source, category: category))
  }

  /// The source answered with an error of its own: the tutorial's API with a status other
  /// than 200, or JokeAPI's error envelope. `message` is the source's text.
  public static func sourceError(source: JokeSourceID, message: String) -> JokeError {
    JokeError(.sourceError(source: source, message: message))
  }

  /// The source is limiting requests (HTTP 429); `retryAfter` is the wait it asked for, when
  /// known.
  public static func rateLimited(source: JokeSourceID, retryAfter: Duration?) -> JokeError {
    JokeError(.rateLimited(source: source, retryAfter: retryAfter))
  }

  /// The source answered, but not with a joke in its format; `reason` says what was wrong.
  public static func malformed(source: JokeSourceID, reason: String) -> JokeError {
    JokeError(.malformed(source: source, reason: reason))
  }

  /// The source the error is about; `nil` for ``unknownType(_:)``.
  public var source: JokeSourceID? {
    switch code {
    case .unknownType:
      return nil
    case .unsupportedType(_, let source), .network(let source, _),
      .notFound(let source, _), .unknownCategory(let source, _), .sourceError(let source, _),
      .rateLimited(let source, _), .malformed(let source, _):
      return source
    }
  }

  /// The network failure underneath ``network(source:_:)``; `nil` for every other failure.
  public var networkError: NetworkError? {
    if case .network(_, let error) = code { error } else { nil }
  }

  /// What kind of failure this is: a type the user mistyped or the source lacks is a bad
  /// request, a missing joke or category is not found, a limit is worth another try.
  public var kind: DomainFailureKind {
    switch code {
    case .unknownType, .unsupportedType: .badRequest
    case .notFound, .unknownCategory: .notFound
    case .malformed: .malformedData
    case .rateLimited: .tryAgainLater
    case .sourceError, .network: .unavailable
    }
  }

  /// The wait a joke source asked for, when the failure was a rate limit: the one
  /// ``rateLimited(source:retryAfter:)`` read, else the transport's (a 429's `Retry-After`);
  /// it overrides ``DomainFailure``'s, which knows only the transport's.
  public var retryAfter: Duration? {
    if case .rateLimited(_, let retryAfter) = code { return retryAfter }
    return networkError?.retryAfter
  }

  /// Whether the same request may succeed later: the source was limiting requests, or the
  /// network failure underneath is temporary (``NetworkError/isTemporary``: unreachable, slow,
  /// 408, 429 or 5xx).
  public var isTemporary: Bool {
    switch code {
    case .rateLimited:
      return true
    case .network(_, let error):
      return error.isTemporary
    case .unknownType, .unsupportedType, .notFound, .unknownCategory, .sourceError,
      .malformed:
      return false
    }
  }

  /// One line saying what happened, with which site, and what to try. A network failure is
  /// worded by the ``NetworkError`` itself, after the site's name.
  public var description: String {
    switch code {
    case .unknownType(let text):
      return "unknown joke type \"\(Self.quote(text))\"; use one of: \(JokeType.identifiers)"
    case .unsupportedType(let type, let source):
      return "\(source.siteName) has no \(type.displayName) jokes; it serves: "
        + source.jokeTypes.map(\.identifier).joined(separator: ", ")
    case .network(let source, let error):
      let advice = error.isTemporary ? Self.hint(for: source) : Self.standIn(for: source)
      return "\(source.siteName): \(error); \(advice)"
    case .notFound(let source, let id):
      return "\(source.siteName) has no joke with id \"\(Self.quote(id))\"; "
        + "check the id, or ask for a random joke"
    case .unknownCategory(let source, let category):
      return "\(source.siteName) has no joke category \"\(Self.quote(category))\"; "
        + "leave the category out, or use one it lists"
    case .sourceError(let source, let message):
      return "\(source.siteName) answered with an error: \(Self.quote(message)); "
        + Self.hint(for: source)
    case .rateLimited(let source, let retryAfter):
      return "\(source.siteName) is limiting requests (HTTP 429); \(Self.when(retryAfter))"
        + Self.alternative(for: source)
    case .malformed(let source, let reason):
      return "\(source.siteName) sent an answer that is not a joke "
        + "(\(Self.quote(reason))); \(Self.hint(for: source))"
    }
  }
}
