import Networking

/// Why a vote could not be read, in words a person can act on.
///
/// Each description is one line. Text that came from the network is flattened to one line
/// and shortened before it is shown; an API key never appears in a message.
///
/// A command line maps the cases to exit codes: ``isNotFound`` for "no such vote",
/// ``networkError`` for the transport failure behind ``network(_:_:)`` (timeouts and 429 mean
/// "try again later", connection failures and 5xx "service unavailable").
public enum VotesError: DomainFailure, Hashable {
  /// The Clerk has no such roll: it answered a web page (its 404 page) instead of vote XML.
  case clerkRollNotFound(ClerkRoll)
  /// The Clerk's answer is not a roll-call vote document; `reason` says what was wrong.
  case invalidClerkXML(ClerkRoll, reason: String)
  /// congress.gov's answer for `resource` (e.g. `house-vote/119/1/240`) does not have the
  /// expected shape; `reason` says where.
  case invalidCongressGovResponse(resource: String, reason: String)
  /// congress.gov refused the request because it carried no API key.
  case apiKeyMissing
  /// congress.gov refused the API key that was sent; `code` is its error code, such as
  /// `API_KEY_INVALID`.
  case apiKeyRejected(code: String)
  /// congress.gov's rate limit was reached; `retryAfter` is the wait it asked for, if any.
  case rateLimited(retryAfter: Duration?)
  /// congress.gov answered with another error, e.g. "Unknown resource: senate-vote/119/1".
  case congressGovError(code: String?, message: String)
  /// The service has no vote with this identifier (congress.gov answered 404, or the Clerk's
  /// roll for that year holds another Congress's vote).
  case voteNotFound(VoteID, service: VoteService)
  /// The service has no votes at all in the periods searched, e.g. "2026 or 2025" or
  /// "119/2 or 119/1": usually a base URL that points at the wrong server.
  case noRecentVotes(VoteService, searched: String)
  /// The request never got a usable answer: the service could not be reached, timed out,
  /// answered 5xx or another unexpected status. The ``NetworkError`` says which.
  case network(VoteService, NetworkError)

  /// One line saying what happened and what to do.
  public var description: String {
    switch self {
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
    case .voteNotFound(let id, let service):
      return "\(service) has no vote \(id); check the congress, session and roll number"
    case .noRecentVotes(let service, let searched):
      return "\(service) has no votes for \(searched.quote()); check the base URL"
    case .network(let service, let error):
      return Self.describe(error, from: service)
    }
  }

  /// Whole seconds, rounded up (held at `Int64.max` for a hand-built wait that long).
  private static func seconds(_ duration: Duration) -> Int64 {
    let (seconds, attoseconds) = duration.components
    return attoseconds > 0 && seconds < .max ? seconds + 1 : seconds
  }
}
