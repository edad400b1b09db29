/// Why a vote could not be read, in words a person can act on.
///
/// Each description is one line. Text that came from the network is flattened to one line
/// and shortened before it is shown; an API key never appears in a message.
public enum VotesError: Error, Sendable, Hashable, CustomStringConvertible {
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

  /// One line saying what happened and what to do.
  public var description: String {
    switch self {
    case .clerkRollNotFound(let roll):
      return "the Clerk has no roll \(roll) (\(roll.path) is a web page, not vote XML); "
        + "check the year and roll number"
    case .invalidClerkXML(let roll, let reason):
      return "the Clerk's roll \(roll) is not a roll-call vote XML (\(reason.oneLine())); "
        + "try again later, or use congress.gov"
    case .invalidCongressGovResponse(let resource, let reason):
      return "congress.gov sent an unexpected answer for \(resource.oneLine()) "
        + "(\(reason.oneLine())); try again later, or use the Clerk's XML"
    case .apiKeyMissing:
      return "congress.gov needs an API key and none was sent; "
        + "get a free one at https://api.congress.gov/sign-up/"
    case .apiKeyRejected(let code):
      return "congress.gov rejected the API key (\(code.oneLine())); check it, "
        + "or get a new one at https://api.congress.gov/sign-up/"
    case .rateLimited(let retryAfter):
      let when = retryAfter.map { "in \(Self.seconds($0)) s" } ?? "later"
      return "congress.gov's rate limit is reached (5,000 requests an hour per key); "
        + "try again \(when)"
    case .congressGovError(let code, let message):
      let suffix = code.map { " (\($0.oneLine()))" } ?? ""
      return "congress.gov answered with an error: \(message.oneLine())\(suffix)"
    }
  }

  private static func seconds(_ duration: Duration) -> Int64 {
    let (seconds, attoseconds) = duration.components
    return attoseconds > 0 ? seconds + 1 : seconds
  }
}
