import Foundation
import Networking

extension CongressGovVoteSource {
  /// The session's whole vote list, newest roll first.
  ///
  /// The first page says how many votes there are; the other pages are then fetched at most
  /// ``maxConcurrent`` at a time.
  func list(_ session: CongressSession) async throws(VoteError) -> [CongressGovVoteList.Entry] {
    let resource = "house-vote/\(session.congress)/\(session.session)"
    let first = try await page(resource, response: client.response(listEndpoint(resource, 0)))
    var entries = first.entries
    let total = min(first.totalCount ?? 0, Self.pageSize * Self.maxPages)
    let offsets = Array(stride(from: Self.pageSize, to: total, by: Self.pageSize))
    let pages = await client.fetchAllResponses(
      offsets.map { listEndpoint(resource, $0) }, maxConcurrent: Self.maxConcurrent)
    for response in pages {
      entries += try page(resource, response: response).entries
    }
    var seen = Set<VoteID>()
    return CongressGovVoteList.sortedByRollDescending(entries).filter {
      seen.insert($0.id).inserted
    }
  }

  /// The votes with these identifiers, in the same order, fetched at most ``maxConcurrent``
  /// at a time. A vote that answers 404 is left out; one that cannot be decoded is a failure.
  ///
  /// - Throws: the first key, rate-limit or network error, in the order of `ids`.
  func details(_ ids: [VoteID]) async throws(VoteError) -> [Result<Vote, VoteError>] {
    let responses = await client.fetchAllResponses(
      ids.map(detailEndpoint), maxConcurrent: Self.maxConcurrent)
    var results: [Result<Vote, VoteError>] = []
    for (id, response) in zip(ids, responses) {
      switch response {
      case .success(let response):
        let body = try checked(response)
        do throws(VoteError) {
          results.append(
            .success(try CongressGovParser.vote(from: body, resource: Self.resource(id))))
        } catch {
          results.append(.failure(error))
        }
      case .failure(let error):
        let mapped = Self.voteError(error, missing: id)
        if mapped.isNotFound { continue }
        throw mapped
      }
    }
    return results
  }

  /// One page of the list, or the error its answer carries.
  private func page(_ resource: String, response: Result<HTTPResponse, NetworkError>)
    throws(VoteError) -> CongressGovVoteList
  {
    switch response {
    case .success(let response):
      return try CongressGovParser.voteList(from: try checked(response), resource: resource)
    case .failure(let error):
      throw Self.voteError(error, missing: nil)
    }
  }

  /// The body of a 2xx answer, unless it is an error envelope: congress.gov sometimes sends
  /// its rate-limit error with HTTP 200, and its `Retry-After` is only readable here.
  func checked(_ response: HTTPResponse) throws(VoteError) -> Data {
    let retryAfter = Self.retryAfter(response.headers["Retry-After"])
    if let error = CongressGovParser.error(
      inBody: response.body, status: response.status, retryAfter: retryAfter)
    {
      throw error
    }
    return response.body
  }

  /// `v3/house-vote/{congress}/{session}?format=json&offset=…&limit=250`.
  func listEndpoint(_ resource: String, _ offset: Int) -> Endpoint {
    endpoint(
      resource,
      query: [
        URLQueryItem(name: "offset", value: String(offset)),
        URLQueryItem(name: "limit", value: String(Self.pageSize)),
      ])
  }

  /// `v3/house-vote/{congress}/{session}/{roll}?format=json`.
  func detailEndpoint(_ id: VoteID) -> Endpoint {
    endpoint(Self.resource(id))
  }

  /// A request for `v3/{resource}` with `format=json` and the key in `X-Api-Key`.
  private func endpoint(_ resource: String, query: [URLQueryItem] = []) -> Endpoint {
    Endpoint(
      "v3/\(resource)",
      queryItems: [URLQueryItem(name: "format", value: "json")] + query,
      headers: ["X-Api-Key": apiKey, "Accept": "application/json"])
  }

  /// `house-vote/119/1/240`: what error messages name.
  static func resource(_ id: VoteID) -> String {
    "house-vote/\(id.congress)/\(id.session)/\(id.roll)"
  }

  /// A transport failure in the domain's words: 404 for a vote is "no such vote"; a 4xx whose
  /// body is an error envelope (or 403, 429) is the key or rate-limit error; the rest is
  /// ``VoteError/network(_:_:)``. A 429 keeps the wait its `Retry-After` asked for.
  static func voteError(_ error: NetworkError, missing id: VoteID?) -> VoteError {
    if error.code == .rateLimited { return .rateLimited(retryAfter: error.retryAfter) }
    guard error.code == .httpStatus, let status = error.status, (400...499).contains(status) else {
      return .network(.congressGov, error)
    }
    if status == 404, let id { return .voteNotFound(id, source: .congressGov) }
    return CongressGovParser.error(inBody: Data((error.bodyExcerpt ?? "").utf8), status: status)
      ?? .network(.congressGov, error)
  }

  /// A `Retry-After` of whole seconds, at most ``longestRetryAfter`` (as Networking reads
  /// it); nil when absent or an HTTP date.
  static func retryAfter(_ value: String?) -> Duration? {
    guard let text = value?.trimmed, !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber })
    else { return nil }
    guard let seconds = text.decimalValue else { return longestRetryAfter }
    return min(.seconds(seconds), longestRetryAfter)
  }

  /// The longest wait a `Retry-After` can ask for: a day.
  static let longestRetryAfter = Duration.seconds(86_400)
}
