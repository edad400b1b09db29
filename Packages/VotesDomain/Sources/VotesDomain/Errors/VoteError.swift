import Networking

/// Why a vote could not be read, in words a person can act on. A struct around a private
/// code, so that a new kind of failure is not a breaking change.
///
/// Each description is one line. Text that came from the network is flattened to one line
/// and shortened before it is shown; an API key never appears in a message.
///
/// Throw one with its static constructors (`throw .clerkRollNotFound(roll)`) and compare with
/// `==`; read one through its properties, not by matching: ``kind`` (what a command line maps
/// to an exit code), ``isNotFound`` for "no such vote", ``networkError`` for the transport
/// failure behind ``network(_:_:)``, ``source`` for where it came from and ``retryAfter`` for
/// the wait the source asked for.
public struct VoteError: DomainFailure, Hashable {
  private enum Code: Hashable {
    case clerkRollNotFound(ClerkRoll)
    case invalidClerkXML(ClerkRoll, reason: String)
    case invalidCongressGovResponse(resource: String, reason: String)
    case apiKeyMissing
    case apiKeyRejected(code: String)
    case rateLimited(retryAfter: Duration?)
    case congressGovError(code: String?, message: String)
    case voteNotFound(VoteID, source: VoteSourceID)
    case noRecentVotes(VoteSourceID, searched: String)
    case network(VoteSourceID, NetworkError)
  }

  private let code: Code

  private init(_ code: Code) {
    self.code = code
  }

  /// The Clerk has no such roll: it answered a web page (its 404 page) instead of vote XML.
  public static func clerkRollNotFound(_ roll: ClerkRoll) -> VoteError {
    VoteError(.clerkRollNotFound(roll))
  }

  /// The Clerk's answer is not a roll-call vote document; `reason` says what was wrong.
  public static func invalidClerkXML(_ roll: ClerkRoll, reason: String) -> VoteError {
    VoteError(.invalidClerkXML(roll, reason: reason))
  }

  /// congress.gov's answer for `resource` (e.g. `house-vote/119/1/240`) does not have the
  /// expected shape; `reason` says where.
  public static func invalidCongressGovResponse(resource: String, reason: String) -> VoteError {
    VoteError(.invalidCongressGovResponse(resource: resource, reason: reason))
  }

  /// congress.gov refused the request because it carried no API key.
  public static let apiKeyMissing = VoteError(.apiKeyMissing)

  /// congress.gov refused the API key that was sent; `code` is its error code, such as
  /// `API_KEY_INVALID`.
  public static func apiKeyRejected(code: String) -> VoteError {
    VoteError(.apiKeyRejected(code: code))
  }

  /// congress.gov's rate limit was reached; `retryAfter` is the wait it asked for, if any.
  public static func rateLimited(retryAfter: Duration?) -> VoteError {
    VoteError(.rateLimited(retryAfter: retryAfter))
  }

  /// congress.gov answered with another error, e.g. "Unknown resource: senate-vote/119/1".
  public static func congressGovError(code: String?, message: String) -> VoteError {
    VoteError(.congressGovError(code: code, message: message))
  }

  /// The source has no vote with this identifier (congress.gov answered 404, or the Clerk's
  /// roll for that year holds another Congress's vote).
  public static func voteNotFound(_ id: VoteID, source: VoteSourceID) -> VoteError {
    VoteError(.voteNotFound(id, source: source))
  }

  /// The source has no votes at all in the periods searched, e.g. "2026 or 2025" or
  /// "119/2 or 119/1": usually a base URL that points at the wrong server.
  public static func noRecentVotes(_ source: VoteSourceID, searched: String) -> VoteError {
    VoteError(.noRecentVotes(source, searched: searched))
  }

  /// The request never got a usable answer: the source could not be reached, timed out,
  /// answered 5xx or another unexpected status. The ``NetworkError`` says which.
  public static func network(_ source: VoteSourceID, _ error: NetworkError) -> VoteError {
    VoteError(.network(source, error))
  }

  /// One line saying what happened and what to do.
  public var description: String {
    switch code {
    case .clerkRollNotFound(let roll):
      return "the Clerk has no roll \(roll) (\(roll.path) is a web page, not vote XML); "
        + "check the year and roll number"
    case .invalidClerkXML(let roll, let reason):
      return "the Clerk's roll \(roll) is not a roll-call vote XML (\(reason.quote())); "
        + "try again later, or use congress.gov"
    case .invalidCongressGovResponse(let resource, let reason):
      return "congress.gov sent an unexpected answer for \(resource.quote()) "
        + "(\(reason.quote())); try again later, or use the Clerk's XML"
    case .apiKeyMissing:
      return "congress.gov needs an API key and none was sent; "
        + "get a free one at https://api.congress.gov/sign-up/"
    case .apiKeyRejected(let code):
      return "congress.gov rejected the API key (\(code.quote())); check it, "
        + "or get a new one at https://api.congress.gov/sign-up/"
    case .rateLimited(let retryAfter):
      let when = retryAfter.map { "in \(Self.seconds($0)) s" } ?? "later"
      return "congress.gov's rate limit is reached (5,000 requests an hour per key); "
        + "try again \(when)"
    case .congressGovError(let code, let message):
      let suffix = code.map { " (\($0.quote()))" } ?? ""
      return "congress.gov answered with an error: \(message.quote())\(suffix)"
    case .voteNotFound(let id, let source):
      return "\(source) has no vote \(id); check the congress, session and roll number"
    case .noRecentVotes(let source, let searched):
      return "\(source) has no votes for \(searched.quote()); check the base URL"
    case .network(let source, let error):
      // The transport failure in its own words; the advice is the source's.
      let advice =
        error.isTemporary ? "try again later, \(source.alternative)" : "check the base URL"
      return "\(source): \(error); \(advice)"
    }
  }

  /// What kind of failure this is: no such vote is not found, an unreadable answer is bad
  /// data, a missing or refused key is the user's to fix, a rate limit is worth another try.
  public var kind: DomainFailureKind {
    switch code {
    case .clerkRollNotFound, .voteNotFound, .noRecentVotes: .notFound
    case .invalidClerkXML, .invalidCongressGovResponse: .malformedData
    case .apiKeyMissing, .apiKeyRejected: .credentials
    case .rateLimited: .tryAgainLater
    case .congressGovError, .network: .unavailable
    }
  }

  /// Whether the error means "no such vote": a roll the Clerk does not have, a vote
  /// congress.gov does not know, or no votes at all where they were looked for.
  public var isNotFound: Bool { kind == .notFound }

  /// The transport failure behind ``network(_:_:)``, for mapping to an exit code; nil for
  /// every other failure.
  public var networkError: NetworkError? {
    if case .network(_, let error) = code { error } else { nil }
  }

  /// Where the failure came from: the Clerk for its rolls, congress.gov for its answers, its
  /// API key and its rate limit, and the source named for a missing vote, no votes or a
  /// transport failure (whose base URL is the one to check).
  public var source: VoteSourceID {
    switch code {
    case .clerkRollNotFound, .invalidClerkXML: .clerk
    case .invalidCongressGovResponse, .apiKeyMissing, .apiKeyRejected, .rateLimited,
      .congressGovError:
      .congressGov
    case .voteNotFound(_, let source), .noRecentVotes(let source, _), .network(let source, _):
      source
    }
  }

  /// What was wrong with an answer that could not be read (``invalidClerkXML(_:reason:)``,
  /// ``invalidCongressGovResponse(resource:reason:)``), as the parser said it; nil for every
  /// other failure.
  public var reason: String? {
    switch code {
    case .invalidClerkXML(_, let reason), .invalidCongressGovResponse(_, let reason): reason
    default: nil
    }
  }

  /// congress.gov's code for the API key it refused (``apiKeyRejected(code:)``), such as
  /// `API_KEY_INVALID`; nil for every other failure, a missing key included.
  public var rejectedKeyCode: String? {
    if case .apiKeyRejected(let keyCode) = code { keyCode } else { nil }
  }

  /// The wait the Clerk or congress.gov asked for, when the failure was a rate limit: the one
  /// ``rateLimited(retryAfter:)`` read, else the transport's (a 429's `Retry-After`).
  public var retryAfter: Duration? {
    if case .rateLimited(let retryAfter) = code { return retryAfter }
    return networkError?.retryAfter
  }

  /// Whole seconds, rounded up (held at `Int64.max` for a hand-built wait that long).
  private static func seconds(_ duration: Duration) -> Int64 {
    let (seconds, attoseconds) = duration.components
    return attoseconds > 0 && seconds < .max ? seconds + 1 : seconds
  }
}
