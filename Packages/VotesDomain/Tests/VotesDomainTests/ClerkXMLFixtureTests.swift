import Foundation
import Testing
import VotesTestSupport

@testable import VotesDomain

/// Every Clerk file in `Fixtures/`, with the numbers read by hand from the XML.
struct ClerkCase: Sendable, CustomTestStringConvertible {
  let file: String
  let id: VoteID
  let display: String
  let kind: VoteKind
  let result: String
  let outcome: VoteResult.Outcome
  let method: VoteType.Method
  let threshold: VoteType.Threshold
  /// The instant, ISO 8601; for a vote with no published time, noon Eastern.
  let when: String
  let tally: Tally
  let republican: Tally?
  let democratic: Tally?

  var testDescription: String { file }

  static let all: [ClerkCase] = [
    ClerkCase(
      file: "roll-1990-001_quorum_no-bioguide-ids_crlf.xml",
      id: VoteID(congress: 101, session: 2, roll: 1), display: "Quorum", kind: .quorum,
      result: "Passed", outcome: .passed, method: .quorum, threshold: .majority,
      when: "1990-01-23T12:31:00-05:00",
      tally: Tally(present: 376, notVoting: 54),
      republican: Tally(present: 151, notVoting: 24), democratic: Tally(present: 225, notVoting: 30)
    ),
    ClerkCase(
      file: "roll-2003-099_previous-question_first-bioguide-era_crlf.xml",
      id: VoteID(congress: 108, session: 1, roll: 99), display: "H RES 168", kind: .legislation,
      result: "Passed", outcome: .passed, method: .yeaAndNay, threshold: .majority,
      when: "2003-04-02T12:13:00-05:00",
      tally: Tally(yea: 245, nay: 177, notVoting: 12),
      republican: Tally(yea: 219, notVoting: 9), democratic: Tally(yea: 26, nay: 176, notVoting: 3)),
    ClerkCase(
      file: "roll-2011-002_election-of-speaker_utf8-bom.xml",
      id: VoteID(congress: 112, session: 1, roll: 2), display: "Speaker election",
      kind: .speakerElection, result: "Boehner", outcome: .other, method: .yeaAndNay,
      threshold: .majority, when: "2011-01-05T13:41:00-05:00",
      tally: Tally(present: 1, notVoting: 1), republican: nil, democratic: nil),
    ClerkCase(
      file: "roll-2011-034_approving-journal_legis-JOURNAL.xml",
      id: VoteID(congress: 112, session: 1, roll: 34), display: "Journal", kind: .journal,
      result: "Passed", outcome: .passed, method: .yeaAndNay, threshold: .majority,
      when: "2011-02-11T13:58:00-05:00",
      tally: Tally(yea: 344, nay: 50, present: 1, notVoting: 38),
      republican: Tally(yea: 225, nay: 4, present: 1, notVoting: 10),
      democratic: Tally(yea: 119, nay: 46, notVoting: 28)),
    ClerkCase(
      file: "roll-2011-484_vacated-vote_vote-correction.xml",
      id: VoteID(congress: 112, session: 1, roll: 484), display: "Vote", kind: .other,
      result: "", outcome: .other, method: .other, threshold: .majority,
      when: "2011-06-23T12:00:00-04:00",
      tally: .zero, republican: .zero, democratic: .zero),
    ClerkCase(
      file: "roll-2011-682_suspension-2-3-recorded-vote_failed.xml",
      id: VoteID(congress: 112, session: 1, roll: 682), display: "H R 2693", kind: .legislation,
      result: "Failed", outcome: .failed, method: .recordedVote, threshold: .twoThirds,
      when: "2011-07-30T15:13:00-04:00",
      tally: Tally(yea: 173, nay: 246, notVoting: 13),
      republican: Tally(nay: 235, notVoting: 4), democratic: Tally(yea: 173, nay: 11, notVoting: 9)),
    ClerkCase(
      file: "roll-2011-765_table-appeal_legis-MOTION.xml",
      id: VoteID(congress: 112, session: 1, roll: 765), display: "Motion", kind: .motion,
      result: "Passed", outcome: .passed, method: .yeaAndNay, threshold: .majority,
      when: "2011-10-06T14:16:00-04:00",
      tally: Tally(yea: 231, nay: 173, notVoting: 29),
      republican: Tally(yea: 230, notVoting: 11), democratic: Tally(yea: 1, nay: 173, notVoting: 18)
    ),
    ClerkCase(
      file: "roll-2025-001_quorum_call-by-states.xml",
      id: VoteID(congress: 119, session: 1, roll: 1), display: "Quorum", kind: .quorum,
      result: "Passed", outcome: .passed, method: .quorum, threshold: .majority,
      when: "2025-01-03T12:33:00-05:00",
      tally: Tally(present: 433, notVoting: 2),
      republican: Tally(present: 219, notVoting: 1), democratic: Tally(present: 214, notVoting: 1)),
    ClerkCase(
      file: "roll-2025-002_election-of-speaker_candidates.xml",
      id: VoteID(congress: 119, session: 1, roll: 2), display: "Speaker election",
      kind: .speakerElection, result: "Johnson (LA)", outcome: .other, method: .yeaAndNay,
      threshold: .majority, when: "2025-01-03T14:33:00-05:00",
      tally: .zero, republican: nil, democratic: nil),
    ClerkCase(
      file: "roll-2025-023_S5-passage_yea-nay.xml",
      id: VoteID(congress: 119, session: 1, roll: 23), display: "S 5", kind: .legislation,
      result: "Passed", outcome: .passed, method: .yeaAndNay, threshold: .majority,
      when: "2025-01-22T17:01:00-05:00",
      tally: Tally(yea: 263, nay: 156, notVoting: 14),
      republican: Tally(yea: 217, notVoting: 1), democratic: Tally(yea: 46, nay: 156, notVoting: 13)
    ),
    ClerkCase(
      file: "roll-2025-158_suspension-2-3_with-present.xml",
      id: VoteID(congress: 119, session: 1, roll: 158), display: "H RES 488", kind: .legislation,
      result: "Passed", outcome: .passed, method: .yeaAndNay, threshold: .twoThirds,
      when: "2025-06-09T19:01:00-04:00",
      tally: Tally(yea: 280, nay: 113, present: 6, notVoting: 33),
      republican: Tally(yea: 205, present: 1, notVoting: 14),
      democratic: Tally(yea: 75, nay: 113, present: 5, notVoting: 19)),
    ClerkCase(
      file: "roll-2025-169_motion-to-adjourn_no-bill.xml",
      id: VoteID(congress: 119, session: 1, roll: 169), display: "Adjourn", kind: .adjourn,
      result: "Failed", outcome: .failed, method: .recordedVote, threshold: .majority,
      when: "2025-06-12T15:59:00-04:00",
      tally: Tally(yea: 206, nay: 218, notVoting: 8),
      republican: Tally(nay: 218, notVoting: 2), democratic: Tally(yea: 206, notVoting: 6)),
    ClerkCase(
      file: "roll-2025-180_amendment_aye-no_committee-of-whole.xml",
      id: VoteID(congress: 119, session: 1, roll: 180), display: "H R 3944", kind: .legislation,
      result: "Agreed to", outcome: .passed, method: .recordedVote, threshold: .majority,
      when: "2025-06-25T16:53:00-04:00",
      tally: Tally(yea: 219, nay: 206, notVoting: 13),
      republican: Tally(yea: 212, nay: 2, notVoting: 9),
      democratic: Tally(yea: 7, nay: 204, notVoting: 4)),
    ClerkCase(
      file: "roll-2025-190_HR1-concur-senate-amdt_aye-no.xml",
      id: VoteID(congress: 119, session: 1, roll: 190), display: "H R 1", kind: .legislation,
      result: "Passed", outcome: .passed, method: .recordedVote, threshold: .majority,
      when: "2025-07-03T14:31:00-04:00",
      tally: Tally(yea: 218, nay: 214), republican: Tally(yea: 218, nay: 2),
      democratic: Tally(nay: 212)),
    ClerkCase(
      file: "roll-2025-195_rule-failed_aye-no.xml",
      id: VoteID(congress: 119, session: 1, roll: 195), display: "H RES 580", kind: .legislation,
      result: "Failed", outcome: .failed, method: .recordedVote, threshold: .majority,
      when: "2025-07-15T14:28:00-04:00",
      tally: Tally(yea: 196, nay: 223, notVoting: 13),
      republican: Tally(yea: 196, nay: 13, notVoting: 11), democratic: Tally(nay: 210, notVoting: 2)
    ),
  ]
}

@Suite struct ClerkXMLFixtureTests {
  @Test func everyClerkFixtureHasACase() throws {
    #expect(try Fixture.names(withExtension: ".xml") == ClerkCase.all.map(\.file).sorted())
  }

  @Test(arguments: ClerkCase.all)
  func parsesPublishedFields(_ expected: ClerkCase) throws {
    let vote = try Fixture.clerkVote(expected.file)
    #expect(vote.id == expected.id)
    #expect(vote.displayNumber == expected.display)
    #expect(vote.kind == expected.kind)
    #expect(vote.result.published == expected.result)
    #expect(vote.result.outcome == expected.outcome)
    #expect(vote.voteType.method == expected.method)
    #expect(vote.voteType.threshold == expected.threshold)
    #expect(vote.time.date == Date.iso(expected.when))
    #expect(vote.tally == expected.tally)
    #expect(vote.totals(for: .republican) == expected.republican)
    #expect(vote.totals(for: .democratic) == expected.democratic)
  }

  @Test(arguments: ClerkCase.all)
  func rollMatchesTheFileName(_ expected: ClerkCase) throws {
    let named = try #require(Fixture.clerkRoll(expected.file))
    #expect(expected.id.roll == named.roll)
    #expect(expected.id.clerkYear == named.year)
  }

  /// The members' votes, counted one by one (Aye as yea, No as nay), agree with the published
  /// totals: the totals were read from the right elements and Aye/No were mapped.
  @Test(arguments: ClerkCase.all.filter { $0.kind != .speakerElection })
  func memberVotesAddUpToThePublishedTally(_ expected: ClerkCase) throws {
    let document = try Fixture.clerkDocument(expected.file)
    #expect(document.recordedTally == expected.tally)
    #expect(document.recordedCandidates.isEmpty)
  }

  @Test(arguments: ClerkCase.all.filter { $0.kind != .speakerElection })
  func partyTotalsAddUpToTheTally(_ expected: ClerkCase) throws {
    let vote = try Fixture.clerkVote(expected.file)
    #expect(vote.partyTotals.map(\.party) == [.republican, .democratic, .independent])
    #expect(vote.partyTotals.map(\.tally).reduce(Tally.zero, +) == vote.tally)
    #expect(vote.candidateTotals.isEmpty)
  }

  @Test(arguments: ClerkCase.all)
  func survivesAJSONRoundTrip(_ expected: ClerkCase) throws {
    let vote = try Fixture.clerkVote(expected.file)
    let decoded = try JSONDecoder().decode(Vote.self, from: JSONEncoder().encode(vote))
    #expect(decoded == vote)
  }
}
