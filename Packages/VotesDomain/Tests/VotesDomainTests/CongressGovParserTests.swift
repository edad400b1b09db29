import Foundation
import Testing
import VotesTestSupport

@testable import VotesDomain

@Suite struct CongressGovParserTests {
  static let list = "GET_house-vote_119_1_limit-2_list.json"
  static let suspension = "GET_house-vote_119_1_240_bill-suspension.json"
  static let amendment = "GET_house-vote_119_1_245_amendment.json"
  static let speaker = "GET_house-vote_119_1_2_election-of-speaker.json"
  static let members = "GET_house-vote_119_1_240_members.json"

  @Test func listIsSortedNewestRollFirst() throws {
    let data = try Fixture.data(Self.list)
    let published = try JSONDecoder().decode(CongressGovListResponse.self, from: data)
    #expect(published.houseRollCallVotes.map(\.rollCallNumber) == [240, 306])
    let list = try CongressGovParser.voteList(from: data, resource: "house-vote/119/1")
    #expect(list.entries.map(\.id.description) == ["119/1/306", "119/1/240"])
    #expect(list.totalCount == 362)
    #expect(
      list.next == "https://api.congress.gov/v3/house-vote/119/1?offset=2&limit=2&format=json")
  }

  @Test func listEntryFields() throws {
    let list = try CongressGovParser.voteList(from: Fixture.data(Self.list), resource: "list")
    let entry = try #require(list.entries.last)
    #expect(entry.id == VoteID(congress: 119, session: 1, roll: 240))
    #expect(entry.clerkRoll == ClerkRoll(year: 2025, roll: 240))
    #expect(entry.legislation == Legislation(type: .hr, number: 3424))
    #expect(entry.result.outcome == .passed)
    #expect(entry.voteType.threshold == .twoThirds)
    #expect(entry.voteType.method == .yeaAndNay)
    #expect(entry.time.date == Date.iso("2025-09-08T18:56:00-04:00"))
    #expect(entry.time.publishedDate == "8-Sep-2025")
    #expect(entry.time.publishedTime == "6:56 PM")
    #expect(list.entries.first?.time.publishedDate == "1-Dec-2025")
  }

  @Test(arguments: [
    [3, 1, 2], [1, 2, 3], [2, 3, 1], [10, 9, 200, 1],
  ])
  func sortHelperOrdersByRollDescending(_ rolls: [Int]) {
    let entries = rolls.map { roll in
      CongressGovVoteList.Entry(
        id: VoteID(congress: 119, session: 1, roll: roll), clerkRoll: nil,
        result: VoteResult(published: "Passed"), voteType: VoteType(published: "Recorded Vote"),
        legislation: nil, time: .iso8601(""))
    }
    let sorted = CongressGovVoteList.sortedByRollDescending(entries).map(\.id.roll)
    #expect(sorted == rolls.sorted(by: >))
  }

  @Test func suspensionDetail() throws {
    let vote = try Fixture.congressGovVote(Self.suspension)
    #expect(vote.id == VoteID(congress: 119, session: 1, roll: 240))
    #expect(vote.displayNumber == "H R 3424")
    #expect(vote.kind == .legislation)
    #expect(vote.question == "On Motion to Suspend the Rules and Pass")
    #expect(vote.result == VoteResult(published: "Passed"))
    #expect(vote.result.outcome == .passed)
    #expect(vote.voteType.published == "2/3 Yea-And-Nay")
    #expect(vote.voteType.threshold == .twoThirds)
    #expect(vote.shortTitle == nil)
    #expect(vote.amendment == nil)
    #expect(vote.chamber == .house)
    #expect(!vote.isVacated)
    #expect(vote.time.date == Date.iso("2025-09-08T18:56:00-04:00"))
    #expect(vote.candidateTotals.isEmpty)
  }

  /// congress.gov names the party "Democrat"; the Clerk says "Democratic". They are one party,
  /// and party rows come out in the stable order Republican, Democratic, Independent.
  @Test func partyTotalsAreNormalisedAndOrdered() throws {
    let text = try Fixture.text(Self.suspension)
    #expect(text.contains(#""name": "Democrat""#))
    let vote = try Fixture.congressGovVote(Self.suspension)
    #expect(
      vote.partyTotals == [
        PartyTotals(party: .republican, tally: Tally(yea: 202, notVoting: 16)),
        PartyTotals(party: .democratic, tally: Tally(yea: 195, nay: 1, notVoting: 16)),
        PartyTotals(party: .independent, tally: .zero),
      ])
    #expect(vote.totals(for: Party("Democrat")) == Tally(yea: 195, nay: 1, notVoting: 16))
    #expect(vote.tally == Tally(yea: 397, nay: 1, notVoting: 32))
  }

  /// The members answer for the same vote counts 397 Yea, 1 Nay, 32 Not Voting: the detail's
  /// summed party totals agree with it.
  @Test func detailTallyAgreesWithTheMembersAnswer() throws {
    let text = try Fixture.text(Self.members)
    let casts = ["Yea", "Nay", "Present", "Not Voting"].map { word in
      text.components(separatedBy: "\"voteCast\": \"\(word)\"").count - 1
    }
    let vote = try Fixture.congressGovVote(Self.suspension)
    #expect(casts == [vote.tally.yea, vote.tally.nay, vote.tally.present, vote.tally.notVoting])
  }

  @Test func amendmentDetail() throws {
    let vote = try Fixture.congressGovVote(Self.amendment)
    #expect(vote.id.roll == 245)
    #expect(vote.legislation == Legislation(type: .hr, number: 3838))
    #expect(
      vote.amendment
        == Amendment(
          number: "85", author: "Norman of South Carolina Part A Amendment No. 13", type: "HAMDT"))
    #expect(vote.result.published == "Agreed to")
    #expect(vote.result.outcome == .passed)
    #expect(vote.voteType.usesAyesAndNoes)
    #expect(vote.tally == Tally(yea: 221, nay: 210, notVoting: 6))
  }

  @Test func speakerElectionDetail() throws {
    let vote = try Fixture.congressGovVote(Self.speaker)
    #expect(vote.kind == .speakerElection)
    #expect(vote.displayNumber == "Speaker election")
    #expect(vote.legislation == nil)
    #expect(vote.result.outcome == .other)
    #expect(
      vote.candidateTotals == [
        CandidateTotal(name: "Johnson (LA)", total: 218),
        CandidateTotal(name: "Jeffries", total: 215),
        CandidateTotal(name: "Emmer", total: 1),
      ])
    #expect(vote.partyTotals.isEmpty)
    #expect(vote.tally == .zero)
  }

  /// The same vote read from both sources agrees on what both publish.
  @Test func speakerElectionAgreesWithTheClerk() throws {
    let fromAPI = try Fixture.congressGovVote(Self.speaker)
    let fromClerk = try Fixture.clerkVote("roll-2025-002_election-of-speaker_candidates.xml")
    #expect(fromAPI.id == fromClerk.id)
    #expect(fromAPI.time == fromClerk.time)
    #expect(fromAPI.question == fromClerk.question)
    #expect(fromAPI.result == fromClerk.result)
    #expect(fromAPI.kind == fromClerk.kind)
    #expect(fromAPI.candidateTotals == fromClerk.candidateTotals)
    #expect(fromAPI.voteType.method == fromClerk.voteType.method)
    #expect(fromAPI.voteType.published != fromClerk.voteType.published)
  }

  @Test(arguments: [suspension, amendment, speaker])
  func detailSurvivesAJSONRoundTrip(_ file: String) throws {
    let vote = try Fixture.congressGovVote(file)
    #expect(try JSONDecoder().decode(Vote.self, from: JSONEncoder().encode(vote)) == vote)
  }
}
