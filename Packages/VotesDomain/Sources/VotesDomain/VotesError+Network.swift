import Networking

extension VotesError {
  /// Whether the error means "no such vote": a roll the Clerk does not have, a vote
  /// congress.gov does not know, or no votes at all where they were looked for.
  public var isNotFound: Bool { kind == .notFound }

  /// The transport failure behind ``network(_:_:)``, for mapping to an exit code; nil for
  /// every other case.
  public var networkError: NetworkError? {
    if case .network(_, let error) = self { error } else { nil }
  }

  /// What kind of failure this is: no such vote is not found, an unreadable answer is bad
  /// data, a missing or refused key is the user's to fix, a rate limit is worth another try.
  public var kind: DomainFailureKind {
    switch self {
    case .clerkRollNotFound, .voteNotFound, .noRecentVotes: .notFound
    case .invalidClerkXML, .invalidCongressGovResponse: .malformedData
    case .apiKeyMissing, .apiKeyRejected: .credentials
    case .rateLimited: .tryAgainLater
    case .congressGovError, .network: .unavailable
    }
  }

  /// Hashes the case and its values through the description, which tells every value apart
  /// that `==` does (``NetworkError`` is `Equatable` but not `Hashable`).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(description)
  }

  /// One line for a transport failure: what happened (the ``NetworkError`` names the URL)
  /// and what to try.
  static func describe(_ error: NetworkError, from service: VoteService) -> String {
    let detail = "(\(error))"
    switch error {
    case .cannotConnect:
      return "\(service) cannot be reached \(detail); check the connection and try again "
        + "later, \(service.alternative)"
    case .timedOut:
      return "\(service) is not answering \(detail); try again later, \(service.alternative)"
    case .rateLimited(_, let retryAfter):
      let wait = retryAfter.flatMap { $0 > .zero ? NetworkError.seconds($0) : nil } ?? "a minute"
      return "\(service) asks to slow down \(detail); try again in \(wait)"
    case .httpStatus(408, _, _):
      return "\(service) is not answering \(detail); try again later, \(service.alternative)"
    case .httpStatus(let code, _, _) where code >= 500:
      return "\(service) is failing \(detail); try again later, \(service.alternative)"
    case .httpStatus:
      return "\(service) refused the request \(detail); check the base URL"
    case .decoding, .responseTooLarge:
      return "\(service) sent an answer that cannot be read \(detail); try again later, "
        + service.alternative
    case .invalidURL:
      return "the address for \(service) is not valid \(detail); check the base URL"
    case .cancelled:
      return "the request to \(service) was cancelled"
    case .badResponse:
      return "\(service) sent an answer that is not valid HTTP \(detail); check the base URL"
    }
  }
}
