import Foundation
import Networking
import Testing
import VotesTestSupport

@testable import VotesDomain

/// congress.gov's strings are bounded where they are decoded: a 1 MB question or name is cut
/// with `…`, and a link too long to be one is dropped, never cut.
@Suite struct CongressGovBoundTests {
  static let amendment = "GET_house-vote_119_1_245_amendment.json"
  static let speaker = "GET_house-vote_119_1_2_election-of-speaker.json"
  static let list = "GET_house-vote_119_1_limit-2_list.json"
  static let huge = String(repeating: "On Agreeing to the Amendment ", count: 36_200)
  static let name = TextLimit.name.maximumCharacters
  static let title = TextLimit.title.maximumCharacters

  /// The fixture's JSON with `change` applied to its vote object(s).
  static func edited(_ file: String, _ change: (inout [String: Any]) -> Void) throws -> Data {
    var root = try #require(
      try JSONSerialization.jsonObject(with: Fixture.data(file)) as? [String: Any])
    if var vote = root["houseRollCallVote"] as? [String: Any] {
      change(&vote)
      root["houseRollCallVote"] = vote
    } else {
      var rows = try #require(root["houseRollCallVotes"] as? [[String: Any]])
      for index in rows.indices { change(&rows[index]) }
      root["houseRollCallVotes"] = rows
      change(&root)
    }
    return try JSONSerialization.data(withJSONObject: root)
  }

  static func expectCut(
    _ text: String?, to limit: Int, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(text?.count == limit, sourceLocation: sourceLocation)
    #expect(text?.hasSuffix("…") == true, sourceLocation: sourceLocation)
  }

  @Test func aOneMegabyteQuestionAndNamesAreCut() throws {
    let data = try Self.edited(Self.amendment) { vote in
      for key in ["voteQuestion", "amendmentAuthor", "amendmentNumber", "amendmentType"] {
        vote[key] = Self.huge
      }
      vote["result"] = Self.huge
      vote["voteType"] = Self.huge
      let rows = (vote["votePartyTotal"] as? [[String: Any]]) ?? []
      vote["votePartyTotal"] = rows.map { row in
        row.merging(["party": ["name": Self.huge, "type": Self.huge], "voteParty": Self.huge]) {
          $1
        }
      }
    }
    #expect(data.count > 1_048_576)
    let vote = try CongressGovParser.vote(from: data, resource: "house-vote/119/1/245")
    Self.expectCut(vote.question, to: Self.title)
    #expect(Self.huge.hasPrefix(vote.question.dropLast()))
    Self.expectCut(vote.amendment?.author, to: Self.title)
    Self.expectCut(vote.amendment?.number, to: Self.name)
    Self.expectCut(vote.amendment?.type, to: Self.name)
    Self.expectCut(vote.result.published, to: Self.name)
    Self.expectCut(vote.voteType.published, to: Self.name)
    #expect(!vote.partyTotals.isEmpty)
    for row in vote.partyTotals { Self.expectCut(row.party.name, to: Self.name) }
  }

  @Test func aOneMegabyteCandidateIsCutToAName() throws {
    let data = try Self.edited(Self.speaker) { vote in
      let rows = (vote["votePartyTotal"] as? [[String: Any]]) ?? []
      vote["votePartyTotal"] = rows.map { $0.merging(["candidate": Self.huge]) { $1 } }
    }
    let vote = try CongressGovParser.vote(from: data, resource: "house-vote/119/1/2")
    #expect(!vote.candidateTotals.isEmpty)
    for candidate in vote.candidateTotals { Self.expectCut(candidate.name, to: Self.name) }
  }

  /// A link is never cut: one too long to be a link is no link.
  @Test func tooLongLinksAreDropped() throws {
    let long = "https://clerk.house.gov/" + String(repeating: "a", count: 3_000)
    let data = try Self.edited(Self.list) { object in
      if object["pagination"] != nil {
        object["pagination"] = ["count": 362, "next": long]
      } else {
        // The shape of a Clerk link, but too long to be one.
        object["sourceDataURL"] = long + "/evs/2025/roll240.xml"
        object["result"] = Self.huge
      }
    }
    let list = try CongressGovParser.voteList(from: data, resource: "house-vote/119/1")
    #expect(list.next == nil)
    #expect(list.totalCount == 362)
    #expect(list.entries.count == 2)
    for entry in list.entries {
      #expect(entry.clerkRoll == nil)
      Self.expectCut(entry.result.published, to: Self.name)
    }
  }

  @Test func aLinkAtTheLimitIsKept() throws {
    let base = "https://api.congress.gov/v3/house-vote/119/1?offset=2&q="
    let next = base + String(repeating: "a", count: TextLimit.link.maximumCharacters - base.count)
    let data = try Self.edited(Self.list) { object in
      if object["pagination"] != nil { object["pagination"] = ["count": 362, "next": next] }
    }
    #expect(try CongressGovParser.voteList(from: data, resource: "list").next == next)
  }

  @Test func aOneMegabyteErrorMessageIsCut() throws {
    for body in [["error": Self.huge], ["error": ["code": Self.huge, "message": Self.huge]]] {
      let data = try JSONSerialization.data(withJSONObject: body)
      let envelope = try #require(CongressGovErrorEnvelope.find(in: data))
      Self.expectCut(envelope.message, to: Self.title)
      #expect(envelope.code == nil || envelope.code?.count == Self.name)
    }
  }
}
