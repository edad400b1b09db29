import Foundation
import Networking
import NetworkingTestSupport
import VotesTestSupport

@testable import VotesDomain

/// A loopback congress.gov: each session lists its rolls in a given (unsorted) order and pages
/// them by `offset`/`limit`; a listed roll's detail is its recorded fixture (rolls 2, 240, 245)
/// or roll 240's rewritten with the number. Every other resource is 404 "Unknown resource".
final class CongressGovServer: Sendable {
  struct State: Sendable {
    /// "119/1" → rolls in the order the list serves them.
    var lists: [String: [Int]]
    /// Listed rolls whose detail answers 404.
    var missingDetails: Set<Int> = []
    /// When set, every request gets this answer instead.
    var override: ScriptedResponse?
  }

  static let key = "TEST-KEY-8d1f0c2e"

  let server: LoopbackHTTPServer
  let state: Shared<State>

  init(lists: [String: [Int]]) throws {
    let details = try [2, 240, 245].reduce(into: [Int: String]()) { details, roll in
      let name = try Fixture.names(withExtension: ".json")
        .first { $0.hasPrefix("GET_house-vote_119_1_\(roll)_") && !$0.contains("members") }
      details[roll] = try Fixture.text(name ?? "missing detail fixture for \(roll)")
    }
    let state = Shared(State(lists: lists))
    self.state = state
    server = try LoopbackHTTPServer()
    server.setHandler { request in
      Self.answer(request, state: await state.value, details: details)
    }
  }

  deinit { server.stop() }

  /// A client for this server that never retries, with a deadline only a hang
  /// reaches: on a machine busy with other builds, the parallel tests here have waited more
  /// than the default 15 s for a thread (``HangOnlyDeadline``).
  var client: HTTPClient {
    var configuration = HTTPClient.Configuration(userAgent: "VotesDomainTests", retry: .never)
    configuration.deadline = HangOnlyDeadline.duration
    configuration.idleTimeout = HangOnlyDeadline.duration
    return HTTPClient(baseURL: server.baseURL, configuration: configuration)
  }

  func source(key: String = CongressGovServer.key, now: String = Clock.september2025) throws
    -> CongressGovVoteSource
  {
    CongressGovVoteSource(client: client, apiKey: key, now: try Clock.at(now))
  }

  var paths: [String] { server.requests.map(\.path) }

  func update(_ change: @Sendable (inout State) -> Void) async { await state.update(change) }

  private static func answer(
    _ request: RecordedRequest, state snapshot: State, details: [Int: String]
  ) -> ScriptedResponse {
    if let override = snapshot.override { return override }
    let parts = request.path.split(separator: "/").map(String.init)
    guard parts.count >= 4, parts[0] == "v3", parts[1] == "house-vote",
      let rolls = snapshot.lists["\(parts[2])/\(parts[3])"]
    else { return unknown(request.path) }
    if parts.count == 4 { return list(rolls, parts: parts, request: request) }
    guard parts.count == 5, let roll = Int(parts[4]), rolls.contains(roll),
      !snapshot.missingDetails.contains(roll), let template = details[240]
    else { return unknown(request.path) }
    let body =
      details[roll]
      ?? template
      .replacingOccurrences(of: "\"rollCallNumber\": 240", with: "\"rollCallNumber\": \(roll)")
      .replacingOccurrences(of: "\"congress\": 119", with: "\"congress\": \(parts[2])")
      .replacingOccurrences(of: "\"sessionNumber\": 1", with: "\"sessionNumber\": \(parts[3])")
    return .json(body)
  }

  private static func list(_ rolls: [Int], parts: [String], request: RecordedRequest)
    -> ScriptedResponse
  {
    let offset = request.queryValue("offset").flatMap { Int($0) } ?? 0
    let limit = request.queryValue("limit").flatMap { Int($0) } ?? 20
    let page = rolls.dropFirst(offset).prefix(limit)
    let items = page.map { roll in
      """
      {"congress": \(parts[2]), "sessionNumber": \(parts[3]), "rollCallNumber": \(roll),
       "result": "Passed", "voteType": "Yea-and-Nay", "startDate": "2025-09-08T18:56:00-04:00",
       "sourceDataURL": "https://clerk.house.gov/evs/2025/roll\(roll).xml"}
      """
    }
    let next = offset + limit < rolls.count ? #", "next": "https://example.invalid/next""# : ""
    return .json(
      #"{"houseRollCallVotes": [\#(items.joined(separator: ","))], "#
        + #""pagination": {"count": \#(rolls.count)\#(next)}}"#)
  }

  private static func unknown(_ path: String) -> ScriptedResponse {
    .json(#"{"error": "Unknown resource: \#(path.dropFirst("/v3/".count))"}"#, status: 404)
  }
}
