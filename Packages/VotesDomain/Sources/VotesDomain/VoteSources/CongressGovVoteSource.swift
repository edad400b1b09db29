import Foundation
import Networking

/// Votes from congress.gov's API v3 (`v3/house-vote`), which needs a free API key.
///
/// ```swift
/// let client = HTTPClient(baseURL: VoteSourceID.congressGov.defaultBaseURL)
/// let source = CongressGovVoteSource(client: client, apiKey: key)
/// for vote in try await source.latestVotes(limit: 4) { print(vote.id, vote.partyTotals) }
/// ```
///
/// Every request carries `format=json` (the API's default became XML) and the key in the
/// `X-Api-Key` header, never in the URL, so the key cannot leak into an error message; the
/// source's description and mirror leave it out too. The list endpoint is not sorted, so
/// ``latestVotes(limit:)`` reads the session's whole list (250 votes a request), sorts it by
/// roll number, then fetches the newest votes' details (party totals), at most four at a
/// time. A missing key, a refused key and the rate limit (even when sent with HTTP 200)
/// become ``VoteError/apiKeyMissing``, ``VoteError/apiKeyRejected(code:)`` and
/// ``VoteError/rateLimited(retryAfter:)``.
public struct CongressGovVoteSource: VoteSource, CustomStringConvertible, CustomReflectable {
  /// Always ``VoteSourceID/congressGov``.
  public var id: VoteSourceID { .congressGov }

  let client: HTTPClient
  /// The key, trimmed. Internal: never printed, never put in a URL.
  let apiKey: String
  let now: @Sendable () -> Date

  /// The largest page the list endpoint serves.
  static let pageSize = 250
  /// The most list pages read for one session (5,000 votes, far beyond any session).
  static let maxPages = 20
  /// The most requests in flight at once.
  static let maxConcurrent = 4

  /// Creates a source.
  ///
  /// - Parameters:
  ///   - client: A client whose base URL is `https://api.congress.gov`
  ///     (``VoteSourceID/defaultBaseURL``) or a server with the same `v3/…` paths.
  ///   - apiKey: The key from https://api.congress.gov/sign-up/; surrounding spaces are
  ///     ignored, and an empty key fails every call with ``VoteError/apiKeyMissing``.
  ///   - now: The clock that says which Congress and session are current.
  public init(
    client: HTTPClient, apiKey: String, now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.client = client
    self.apiKey = apiKey.trimmingCharacters(in: .whitespacesAndNewlines)
    self.now = now
  }

  /// The newest votes, newest first: the current session's highest rolls, then the previous
  /// session's (best effort) when the current one has fewer than `limit` (at most 50).
  ///
  /// A vote whose detail cannot be decoded, or that answers 404, is left out; when every
  /// vote wanted is unreadable the first one's error is thrown.
  ///
  /// - Throws: ``VoteError``: the key and rate-limit cases, ``VoteError/network(_:_:)``,
  ///   or ``VoteError/noRecentVotes(_:searched:)`` when neither session lists a vote.
  public func latestVotes(limit: Int) async throws(VoteError) -> [Vote] {
    let limit = VoteSourceLimits.clamped(limit)
    guard limit > 0 else { return [] }
    try requireKey()
    let current = CongressSession(date: now())
    return try await LatestVotes.collect(
      from: [current, current.previous], limit: limit,
      fetch: { (session: CongressSession, wanted: Int) async throws(VoteError) in
        try await details(list(session).prefix(wanted).map(\.id))
      },
      nothingFound: .noRecentVotes(.congressGov, searched: "\(current) or \(current.previous)"))
  }

  /// The vote with this identifier, with its party totals.
  ///
  /// - Throws: ``VoteError/voteNotFound(_:source:)`` when congress.gov has no such vote;
  ///   the key, rate-limit and network cases otherwise.
  public func vote(_ id: VoteID) async throws(VoteError) -> Vote {
    try requireKey()
    guard id.isInRange else { throw .voteNotFound(id, source: .congressGov) }
    switch await client.response(detailEndpoint(id)) {
    case .success(let response):
      return try CongressGovParser.vote(
        from: try checked(response), resource: Self.resource(id))
    case .failure(let error):
      throw Self.voteError(error, missing: id)
    }
  }

  /// The vote with roll number `roll` in the session that sat in `year` (2025 → 119/1).
  ///
  /// - Throws: as ``vote(_:)`` does; ``VoteError/voteNotFound(_:source:)`` without a
  ///   request for a year no Congress sat in (``ClerkRoll/years``).
  public func vote(year: Int, roll: Int) async throws(VoteError) -> Vote {
    let session = CongressSession(year: year)
    let id = VoteID(congress: session.congress, session: session.session, roll: roll)
    guard ClerkRoll.years.contains(year) else { throw .voteNotFound(id, source: .congressGov) }
    return try await vote(id)
  }

  /// "congress.gov (https://api.congress.gov, API key set)": never the key itself.
  public var description: String {
    "\(id) (\(client.baseURL.absoluteString), API key \(apiKey.isEmpty ? "missing" : "set"))"
  }

  /// A mirror without the key, so `dump` and debuggers cannot print it.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: ["id": id, "baseURL": client.baseURL, "hasAPIKey": !apiKey.isEmpty],
      displayStyle: .struct)
  }

  private func requireKey() throws(VoteError) {
    if apiKey.isEmpty { throw .apiKeyMissing }
  }
}
