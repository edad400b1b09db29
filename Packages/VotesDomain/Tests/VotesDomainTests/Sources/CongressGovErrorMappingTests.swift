import Foundation
import Networking
import NetworkingTestSupport
import Testing
import VotesTestSupport

@testable import VotesDomain

/// congress.gov's refusals become clear errors, whichever call meets them, and the key never
/// shows in a message.
@Suite struct CongressGovErrorMappingTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let response: @Sendable () throws -> ScriptedResponse
    let expected: VoteError
    var testDescription: String { name }
  }

  static let missingKey = "error_403_API_KEY_MISSING_RECONSTRUCTED.json"
  static let overLimit = "error_429_OVER_RATE_LIMIT_RECONSTRUCTED.json"

  static let cases: [Case] = [
    Case(
      name: "403 API_KEY_MISSING",
      response: { .json(try Fixture.text(missingKey), status: 403) },
      expected: .apiKeyMissing),
    Case(
      name: "429 OVER_RATE_LIMIT",
      response: { .json(try Fixture.text(overLimit), status: 429) },
      expected: .rateLimited(retryAfter: nil)),
    Case(
      name: "OVER_RATE_LIMIT with HTTP 200 and Retry-After",
      response: { .json(try Fixture.text(overLimit), headers: [("Retry-After", "90")]) },
      expected: .rateLimited(retryAfter: .seconds(90))),
    Case(
      name: "403 API_KEY_INVALID",
      response: {
        .json(
          #"{"error":{"code":"API_KEY_INVALID","message":"An invalid api_key was supplied."}}"#,
          status: 403)
      },
      expected: .apiKeyRejected(code: "API_KEY_INVALID")),
    Case(
      name: "bare 403", response: { .text("Forbidden", status: 403) },
      expected: .apiKeyRejected(code: "HTTP 403")),
  ]

  @Test(arguments: cases)
  func refusalsOfTheListAreClearErrors(_ refusal: Case) async throws {
    let api = try CongressGovServer(lists: ["119/1": [240]])
    let response = try refusal.response()
    await api.update { $0.override = response }
    let error = await #expect(throws: VoteError.self) {
      try await api.source().latestVotes(limit: 4)
    }
    #expect(error == refusal.expected)
    #expect(error?.description.contains(CongressGovServer.key) == false)
  }

  @Test(arguments: cases)
  func refusalsOfADetailAreClearErrors(_ refusal: Case) async throws {
    let api = try CongressGovServer(lists: ["119/1": [240]])
    let response = try refusal.response()
    await api.update { $0.override = response }
    let error = await #expect(throws: VoteError.self) {
      try await api.source().vote(year: 2025, roll: 240)
    }
    #expect(error == refusal.expected)
  }

  @Test func aServerErrorIsANetworkErrorWithoutTheKey() async throws {
    let api = try CongressGovServer(lists: ["119/1": [240]])
    await api.update { $0.override = .text("upstream failed", status: 502) }
    let error = await #expect(throws: VoteError.self) {
      try await api.source().latestVotes(limit: 4)
    }
    guard let network = error?.networkError, network.code == .httpStatus, network.status == 502
    else {
      Issue.record("expected HTTP 502 inside .network, got \(String(describing: error))")
      return
    }
    #expect(network.url?.path == "/v3/house-vote/119/1")
    let text = try #require(error?.description)
    #expect(text.hasPrefix("congress.gov: HTTP 502"))
    #expect(!text.contains(CongressGovServer.key))
    #expect(error?.networkError?.description.contains(CongressGovServer.key) == false)
  }

  @Test func aRefusedConnectionIsANetworkErrorWithoutTheKey() async throws {
    let api = try CongressGovServer(lists: ["119/1": [240]])
    let source = try api.source()
    api.server.stop()
    let error = await #expect(throws: VoteError.self) {
      try await source.vote(year: 2025, roll: 240)
    }
    guard error?.networkError?.code == .cannotConnect else {
      Issue.record("expected cannotConnect inside .network, got \(String(describing: error))")
      return
    }
    #expect(error?.description.contains(CongressGovServer.key) == false)
    #expect(error?.description.hasPrefix("congress.gov: cannot connect to") == true)
  }

  @Test func theSourceNeverPrintsItsKey() throws {
    let api = try CongressGovServer(lists: [:])
    let source = try api.source()
    var dumped = ""
    dump(source, to: &dumped)
    for text in [String(describing: source), String(reflecting: source), dumped] {
      #expect(!text.contains(CongressGovServer.key), "\(text)")
      #expect(text.contains("congress.gov") || text.contains("congressGov"), "\(text)")
    }
    #expect(String(describing: source).hasSuffix("API key set)"))
  }
}
