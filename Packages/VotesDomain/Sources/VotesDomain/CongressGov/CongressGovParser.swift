import Foundation

/// Reads congress.gov API v3 answers for House votes: pure functions of the bytes.
///
/// Every function first looks for an error envelope, because congress.gov sometimes sends
/// its rate-limit error with HTTP 200.
enum CongressGovParser {
  /// Reads a list answer (`/house-vote/{congress}/{session}`), sorted newest roll first.
  ///
  /// - Parameters:
  ///   - data: the body.
  ///   - resource: what was asked for, e.g. `house-vote/119/1`, for error messages.
  /// - Throws: ``VoteError`` for an error envelope or a body of another shape;
  ///   ``VoteError/invalidCongressGovResponse(resource:reason:)`` naming the key when a
  ///   Congress, session or roll number is out of range.
  static func voteList(from data: Data, resource: String) throws(VoteError)
    -> CongressGovVoteList
  {
    let response = try decode(CongressGovListResponse.self, from: data, resource: resource)
    for (index, item) in response.houseRollCallVotes.enumerated() {
      if let problem = item.implausibleNumber(at: "houseRollCallVotes[\(index)]") {
        throw .invalidCongressGovResponse(resource: resource, reason: problem)
      }
    }
    return CongressGovVoteList(
      entries: CongressGovVoteList.sortedByRollDescending(
        response.houseRollCallVotes.map(\.listEntry)),
      totalCount: response.pagination?.count,
      next: response.pagination?.next
    )
  }

  /// Reads a detail answer (`/house-vote/{congress}/{session}/{roll}`) into a ``Vote``.
  ///
  /// - Parameters:
  ///   - data: the body.
  ///   - resource: what was asked for, e.g. `house-vote/119/1/240`, for error messages.
  /// - Throws: ``VoteError`` for an error envelope or a body of another shape;
  ///   ``VoteError/invalidCongressGovResponse(resource:reason:)`` naming the key when a
  ///   Congress, session or roll number is out of range, or a count (as published, or the
  ///   party rows added up) is out of ``Tally/plausibleCounts``.
  static func vote(from data: Data, resource: String) throws(VoteError) -> Vote {
    let detail = try decode(CongressGovDetailResponse.self, from: data, resource: resource)
      .houseRollCallVote
    if let problem = detail.implausibleNumber(at: "houseRollCallVote") {
      throw .invalidCongressGovResponse(resource: resource, reason: problem)
    }
    let vote = detail.vote
    if let problem = vote.implausibleCount {
      throw .invalidCongressGovResponse(resource: resource, reason: problem)
    }
    return vote
  }

  /// The error an answer means, from its body and HTTP status; nil for a good answer.
  ///
  /// An error envelope decides (`API_KEY_MISSING`, `OVER_RATE_LIMIT` even with HTTP 200,
  /// "Unknown resource"); without one, 403 means the key was refused and 429 the rate limit.
  ///
  /// - Parameters:
  ///   - body: the body, or as much of it as is at hand.
  ///   - status: the HTTP status.
  ///   - retryAfter: the `Retry-After` wait, when the answer had one.
  static func error(inBody body: Data, status: Int, retryAfter: Duration? = nil) -> VoteError? {
    if let envelope = CongressGovErrorEnvelope.find(in: body) {
      return envelope.voteError(retryAfter: retryAfter)
    }
    switch status {
    case 403: return .apiKeyRejected(code: "HTTP 403")
    case 429: return .rateLimited(retryAfter: retryAfter)
    default: return nil
    }
  }

  private static func decode<T: Decodable>(
    _ type: T.Type, from data: Data, resource: String
  ) throws(VoteError) -> T {
    if let envelope = CongressGovErrorEnvelope.find(in: data) {
      throw envelope.voteError(retryAfter: nil)
    }
    do {
      return try JSONDecoder().decode(type, from: data)
    } catch {
      throw .invalidCongressGovResponse(resource: resource, reason: describe(error))
    }
  }

  /// A decoding error in a few words, naming the key path.
  static func describe(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return "unreadable JSON" }
    switch error {
    case .keyNotFound(let key, let context):
      return "no \"\(key.stringValue)\" in \(path(context.codingPath))"
    case .typeMismatch(let type, let context):
      return "\(path(context.codingPath)) is not \(type)"
    case .valueNotFound(let type, let context):
      return "\(path(context.codingPath)) is null, expected \(type)"
    case .dataCorrupted(let context):
      return context.codingPath.isEmpty ? "not JSON" : "\(path(context.codingPath)) is unreadable"
    @unknown default:
      return "unreadable JSON"
    }
  }

  private static func path(_ codingPath: [any CodingKey]) -> String {
    guard !codingPath.isEmpty else { return "the top level" }
    let text = codingPath.map { key in
      key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)"
    }
    .joined()
    return text.hasPrefix(".") ? String(text.dropFirst()) : text
  }
}
