import Foundation
import Testing
import VotesTestSupport

@testable import VotesDomain

/// Numbers in congress.gov's JSON are checked where they are decoded: a count outside
/// 0…1,000, or a Congress, session or roll number outside what a link can name, is an
/// unexpected answer (exit 65) naming the key path — never a trap when the totals are summed.
@Suite struct CongressGovNumberTests {
  static let suspension = "GET_house-vote_119_1_240_bill-suspension.json"
  static let speaker = "GET_house-vote_119_1_2_election-of-speaker.json"
  static let list = "GET_house-vote_119_1_limit-2_list.json"
  static let huge = "9223372036854775000"

  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let file: String
    let edits: [(String, String)]
    /// Words the error's reason must contain.
    let says: [String]
    var testDescription: String { name }
  }

  static let details: [Case] = [
    Case(
      name: "a party's yeas near 2^63", file: suspension,
      edits: [(#""yeaTotal": 202"#, #""yeaTotal": \#(huge)"#)],
      says: ["votePartyTotal[0].yeaTotal", huge, "0…1,000"]),
    Case(
      name: "two parties' yeas near 2^63", file: suspension,
      edits: [
        (#""yeaTotal": 202"#, #""yeaTotal": \#(huge)"#),
        (#""yeaTotal": 195"#, #""yeaTotal": \#(huge)"#),
      ],
      says: ["yeaTotal", huge]),
    Case(
      name: "a negative count", file: suspension,
      edits: [(#""notVotingTotal": 16"#, #""notVotingTotal": -1"#)],
      says: ["votePartyTotal[0].notVotingTotal", "-1"]),
    Case(
      name: "a count of 1,001", file: suspension,
      edits: [(#""nayTotal": 1,"#, #""nayTotal": 1001,"#)],
      says: ["votePartyTotal[1].nayTotal", "1001"]),
    Case(
      name: "rows of one party adding up past 1,000", file: suspension,
      edits: [
        (#""yeaTotal": 202"#, #""yeaTotal": 600"#), (#""yeaTotal": 195"#, #""yeaTotal": 600"#),
        (#""name": "Republican""#, #""name": "Democratic""#),
      ],
      says: ["yea", "1200"]),
    Case(
      name: "a candidate near 2^63", file: speaker,
      edits: [(#""total": 218"#, #""total": \#(huge)"#)],
      says: ["votePartyTotal[", "].total", huge]),
    Case(
      name: "Congress at Int.max", file: suspension,
      edits: [(#""congress": 119"#, #""congress": 9223372036854775807"#)],
      says: ["houseRollCallVote.congress", "9223372036854775807"]),
    Case(
      name: "session 3", file: suspension,
      edits: [(#""sessionNumber": 1"#, #""sessionNumber": 3"#)],
      says: ["houseRollCallVote.sessionNumber", "3"]),
    Case(
      name: "roll 0", file: suspension,
      edits: [(#""rollCallNumber": 240"#, #""rollCallNumber": 0"#)],
      says: ["houseRollCallVote.rollCallNumber", "0"]),
  ]

  @Test(arguments: details)
  func malformedNumbersInADetailAreAnUnexpectedAnswer(_ test: Case) throws {
    let body = try Self.edited(test)
    let error = thrownError { () throws(VoteError) in
      try CongressGovParser.vote(from: body, resource: "house-vote/119/1/240")
    }
    Self.expectInvalid(error, test)
  }

  static let lists: [Case] = [
    Case(
      name: "a roll of 0 in the list", file: list,
      edits: [(#""rollCallNumber": 306"#, #""rollCallNumber": 0"#)],
      says: ["houseRollCallVotes[1].rollCallNumber", "0"]),
    Case(
      name: "a Congress near 2^63 in the list", file: list,
      edits: [(#""congress": 119,"#, #""congress": \#(huge),"#)],
      says: ["houseRollCallVotes[0].congress", huge]),
    Case(
      name: "a roll of 10000 in the list", file: list,
      edits: [(#""rollCallNumber": 240"#, #""rollCallNumber": 10000"#)],
      says: ["houseRollCallVotes[0].rollCallNumber", "10000"]),
  ]

  @Test(arguments: lists)
  func malformedNumbersInTheListAreAnUnexpectedAnswer(_ test: Case) throws {
    let body = try Self.edited(test)
    let error = thrownError { () throws(VoteError) in
      try CongressGovParser.voteList(from: body, resource: "house-vote/119/1")
    }
    Self.expectInvalid(error, test)
  }

  /// A start date in a year no Congress sat keeps its text but has no instant.
  @Test(arguments: ["99999-09-08T18:56:00-04:00", "0000-01-01T00:00:00Z", "1200-09-08T18:56:00Z"])
  func anImplausibleStartDateHasNoInstant(_ date: String) throws {
    let text = try Fixture.text(Self.suspension).replacingOccurrences(
      of: "2025-09-08T18:56:00-04:00", with: date)
    let vote = try CongressGovParser.vote(from: Data(text.utf8), resource: "house-vote/119/1/240")
    #expect(vote.time.date == nil)
    #expect(vote.time.publishedDate == date)
  }

  /// A `Retry-After` of more than a day is a day, as Networking reads it; nothing overflows.
  @Test(arguments: [
    ("90", 90), ("86400", 86_400), ("86401", 86_400), ("9223372036854775807", 86_400),
    ("99999999999999999999999", 86_400),
  ])
  func retryAfterIsAtMostADay(_ header: String, _ seconds: Int) {
    #expect(CongressGovVoteSource.retryAfter(header) == .seconds(seconds))
  }

  static func edited(_ test: Case) throws -> Data {
    var text = try Fixture.text(test.file)
    for (old, new) in test.edits {
      #expect(text.contains(old), "the fixture has no \(old)")
      text = text.replacingOccurrences(of: old, with: new)
    }
    return Data(text.utf8)
  }

  static func expectInvalid(_ error: VoteError?, _ test: Case) {
    // A reason from congress.gov: an unexpected answer (the Clerk's XML has the other one).
    guard let reason = error?.reason, error?.source == .congressGov else {
      Issue.record("expected invalidCongressGovResponse, got \(String(describing: error))")
      return
    }
    for word in test.says { #expect(reason.contains(word), "\(reason)") }
  }
}
