import Foundation
import Networking
import NetworkingTestSupport
import Testing

@testable import VotesDomain

/// The congress.gov source over loopback with the recorded payloads: sorting, details,
/// pages, the session from the clock, and the key kept out of every URL and message.
@Suite struct CongressGovVoteSourceTests {
  static let recordedOrder = [240, 2, 306, 245]

  static func ids(_ rolls: [Int], session: Int = 1) -> [VoteID] {
    rolls.map { VoteID(congress: 119, session: session, roll: $0) }
  }

  @Test func theUnsortedListIsSortedByRollAndDetailsAddPartyTotals() async throws {
    let api = try CongressGovServer(lists: ["119/1": Self.recordedOrder])
    let votes = try await api.source().latestVotes(limit: 3)
    #expect(votes.map(\.id) == Self.ids([306, 245, 240]))
    let vote240 = try #require(votes.last)
    #expect(vote240.question == "On Motion to Suspend the Rules and Pass")
    #expect(vote240.totals(for: .democratic) == Tally(yea: 195, nay: 1, present: 0, notVoting: 16))
    #expect(vote240.partyTotals.map(\.party) == [.republican, .democratic, .independent])
    #expect(api.paths.first == "/v3/house-vote/119/1")
    #expect(
      Set(api.paths.dropFirst()) == Set([306, 245, 240].map { "/v3/house-vote/119/1/\($0)" }))
    #expect(api.paths.count == 4)
  }

  @Test func everyRequestAsksForJSONAndSendsTheKeyInAHeaderOnly() async throws {
    let api = try CongressGovServer(lists: ["119/1": Self.recordedOrder])
    _ = try await api.source().latestVotes(limit: 4)
    let requests = api.server.requests
    #expect(requests.count == 5)
    for request in requests {
      #expect(request.queryValue("format") == "json")
      #expect(request.header("X-Api-Key") == CongressGovServer.key)
      #expect(!request.target.contains(CongressGovServer.key))
      #expect(request.queryValue("api_key") == nil)
    }
    let list = try #require(requests.first)
    #expect(list.queryValue("limit") == "250")
    #expect(list.queryValue("offset") == "0")
  }

  @Test func aLongListIsReadPageByPage() async throws {
    var generator = SystemRandomNumberGenerator()
    let rolls = Array(1...600).shuffled(using: &generator)
    let api = try CongressGovServer(lists: ["119/1": rolls])
    let votes = try await api.source().latestVotes(limit: 2)
    #expect(votes.map(\.id) == Self.ids([600, 599]))
    let offsets = api.server.requests.filter { $0.path == "/v3/house-vote/119/1" }
      .compactMap { $0.queryValue("offset") }
    #expect(offsets.sorted() == ["0", "250", "500"])
  }

  @Test(arguments: [
    ("2026-03-10T12:00:00-05:00", ["/v3/house-vote/119/2", "/v3/house-vote/119/1"]),
    ("2025-09-15T12:00:00-04:00", ["/v3/house-vote/119/1"]),
    ("2027-01-02T12:00:00-05:00", ["/v3/house-vote/120/1", "/v3/house-vote/119/2"]),
  ])
  func theSessionComesFromTheClockWithTheOneBeforeAsFallback(_ now: String, _ lists: [String])
    async throws
  {
    let api = try CongressGovServer(
      lists: ["119/1": Self.recordedOrder, "119/2": [], "120/1": [], "118/2": []])
    let source = try api.source(now: now)
    _ = try? await source.latestVotes(limit: 2)
    #expect(Array(api.paths.prefix(lists.count)) == lists)
  }

  @Test func aSessionWithoutVotesInEitherPeriodIsNotFound() async throws {
    let api = try CongressGovServer(lists: ["120/1": [], "119/2": []])
    let error = await #expect(throws: VoteError.self) {
      try await api.source(now: "2027-02-01T12:00:00-05:00").latestVotes(limit: 2)
    }
    #expect(error == .noRecentVotes(.congressGov, searched: "120/1 or 119/2"))
  }

  @Test func oneVoteByIdentifierOrByYearAndRoll() async throws {
    let api = try CongressGovServer(lists: ["119/1": Self.recordedOrder])
    let source = try api.source()
    let speaker = try await source.vote(year: 2025, roll: 2)
    #expect(speaker.candidateTotals.first?.name == "Johnson (LA)")
    let amendment = try await source.vote(try #require(VoteID("119/1/245")))
    #expect(amendment.id == VoteID("119/1/245"))
    #expect(api.paths == ["/v3/house-vote/119/1/2", "/v3/house-vote/119/1/245"])
  }

  @Test func aVoteThatDoesNotExistIsNotFound() async throws {
    let api = try CongressGovServer(lists: ["119/1": Self.recordedOrder])
    let id = try #require(VoteID("119/1/999"))
    let error = await #expect(throws: VoteError.self) { try await api.source().vote(id) }
    #expect(error == .voteNotFound(id, source: .congressGov))
    #expect(error?.isNotFound == true)
  }

  @Test func aListedVoteWithoutADetailIsLeftOut() async throws {
    let api = try CongressGovServer(lists: ["119/1": Self.recordedOrder, "118/2": []])
    await api.update { $0.missingDetails = [306] }
    let votes = try await api.source().latestVotes(limit: 3)
    #expect(votes.map(\.id) == Self.ids([245, 240]))
  }

  /// 118/2 is not served at all (404 "Unknown resource"): the top-up fails, 119/1's votes stay.
  @Test func aFailingTopUpKeepsTheVotesAlreadyFound() async throws {
    let api = try CongressGovServer(lists: ["119/1": Self.recordedOrder])
    let votes = try await api.source().latestVotes(limit: 10)
    #expect(votes.map(\.id) == Self.ids([306, 245, 240, 2]))
    #expect(api.paths.last == "/v3/house-vote/118/2")
  }

  @Test func anEmptyKeyFailsWithoutARequest() async throws {
    let api = try CongressGovServer(lists: ["119/1": Self.recordedOrder])
    let source = try api.source(key: "  \n")
    await #expect(throws: VoteError.apiKeyMissing) { try await source.latestVotes(limit: 2) }
    await #expect(throws: VoteError.apiKeyMissing) { try await source.vote(year: 2025, roll: 2) }
    #expect(api.server.requests.isEmpty)
  }
}
