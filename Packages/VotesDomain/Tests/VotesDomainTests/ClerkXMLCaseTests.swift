import Foundation
import Testing
import VotesTestSupport

@testable import VotesDomain

@Suite struct ClerkXMLCaseTests {
  static let speaker2011 = "roll-2011-002_election-of-speaker_utf8-bom.xml"
  static let speaker2025 = "roll-2025-002_election-of-speaker_candidates.xml"
  static let vacated = "roll-2011-484_vacated-vote_vote-correction.xml"
  static let passage = "roll-2025-023_S5-passage_yea-nay.xml"
  static let failedSuspension = "roll-2011-682_suspension-2-3-recorded-vote_failed.xml"
  static let passedSuspension = "roll-2025-158_suspension-2-3_with-present.xml"
  static let committee = "roll-2025-180_amendment_aye-no_committee-of-whole.xml"
  static let ayeNo = "roll-2025-190_HR1-concur-senate-amdt_aye-no.xml"

  @Test func acceptsAByteOrderMark() throws {
    let data = try Fixture.data(Self.speaker2011)
    #expect(Array(data.prefix(3)) == [0xEF, 0xBB, 0xBF])
    let roll = Fixture.roll(for: Self.speaker2011)
    let withMark = try ClerkXMLParser.vote(from: data, roll: roll)
    let without = try ClerkXMLParser.vote(from: Data(data.dropFirst(3)), roll: roll)
    #expect(withMark == without)
    #expect(withMark.result.published == "Boehner")
  }

  @Test func aByteOrderMarkInFrontOfAnyFileChangesNothing() throws {
    let data = try Fixture.data(Self.passage)
    let roll = Fixture.roll(for: Self.passage)
    let marked = try ClerkXMLParser.vote(from: Data([0xEF, 0xBB, 0xBF]) + data, roll: roll)
    #expect(try marked == ClerkXMLParser.vote(from: data, roll: roll))
  }

  @Test(arguments: [
    "roll-1990-001_quorum_no-bioguide-ids_crlf.xml",
    "roll-2003-099_previous-question_first-bioguide-era_crlf.xml",
  ])
  func crlfFilesReadLikeLFFiles(_ file: String) throws {
    let text = try Fixture.text(file)
    #expect(text.contains("\r\n"))
    let roll = Fixture.roll(for: file)
    let crlf = try ClerkXMLParser.vote(from: Data(text.utf8), roll: roll)
    let lf = text.replacingOccurrences(of: "\r\n", with: "\n")
    #expect(try crlf == ClerkXMLParser.vote(from: Data(lf.utf8), roll: roll))
    #expect(crlf.time.publishedTime?.contains("\r") == false)
    #expect(crlf.shortTitle?.contains("\r") != true)
  }

  @Test func lfFileTurnedToCRLFReadsTheSame() throws {
    let text = try Fixture.text(Self.passage)
    let roll = Fixture.roll(for: Self.passage)
    let crlf = Data(text.replacingOccurrences(of: "\n", with: "\r\n").utf8)
    let vote = try ClerkXMLParser.vote(from: crlf, roll: roll)
    #expect(vote == (try ClerkXMLParser.vote(from: Data(text.utf8), roll: roll)))
    #expect(vote.shortTitle == "Laken Riley Act")
  }

  @Test func vacatedVoteStillParses() throws {
    let vote = try Fixture.clerkVote(Self.vacated)
    #expect(vote.isVacated)
    #expect(vote.id == VoteID(congress: 112, session: 1, roll: 484))
    #expect(vote.tally == .zero)
    #expect(vote.partyTotals.allSatisfy { $0.tally == .zero })
    #expect(vote.question.isEmpty)
    #expect(vote.result.published.isEmpty)
    #expect(vote.voteType.published.isEmpty)
    #expect(vote.legislation == nil)
    #expect(vote.amendment == nil)
    #expect(vote.shortTitle == nil)
    #expect(vote.chamber == .committeeOfTheWhole)
    #expect(vote.time.publishedDate == "23-Jun-2011")
    #expect(vote.time.publishedTime == nil)
    #expect(!vote.time.isTimeKnown)
    #expect(
      vote.notes == [
        "See page H4500 of the Congressional Record of June 23, 2011, for explanation.",
        "This vote was vacated by unanimous consent on June 23, 2011. "
          + "The vote on Conyers Amendment #9 is roll call 485.",
      ])
  }

  @Test(arguments: ClerkCase.all.filter { $0.file != ClerkXMLCaseTests.vacated })
  func otherVotesAreNotVacated(_ expected: ClerkCase) throws {
    let vote = try Fixture.clerkVote(expected.file)
    #expect(!vote.isVacated)
    #expect(vote.notes.isEmpty)
    #expect(vote.time.isTimeKnown)
  }

  @Test func speakerElection2025HasCandidateTotals() throws {
    let vote = try Fixture.clerkVote(Self.speaker2025)
    #expect(vote.kind == .speakerElection)
    #expect(vote.legislation == nil)
    #expect(vote.question == "Election of the Speaker")
    #expect(
      vote.candidateTotals == [
        CandidateTotal(name: "Johnson (LA)", total: 218),
        CandidateTotal(name: "Jeffries", total: 215),
        CandidateTotal(name: "Emmer", total: 1),
      ])
    #expect(vote.partyTotals.isEmpty)
    #expect(vote.tally == .zero)
  }

  @Test func speakerElection2011MovesPresentAndNotVotingIntoTheTally() throws {
    let vote = try Fixture.clerkVote(Self.speaker2011)
    let names = vote.candidateTotals.map(\.name)
    #expect(
      names == [
        "Boehner", "Pelosi", "Shuler", "Lewis (GA)", "Costa", "Cardoza", "Cooper", "Kaptur",
        "Hoyer",
      ])
    #expect(vote.candidateTotals.map(\.total) == [241, 173, 11, 2, 1, 1, 1, 1, 1])
    #expect(vote.tally == Tally(present: 1, notVoting: 1))
  }

  @Test(arguments: [speaker2011, speaker2025])
  func candidateTotalsMatchTheMembersVotes(_ file: String) throws {
    let vote = try Fixture.clerkVote(file)
    let document = try Fixture.clerkDocument(file)
    let published = Dictionary(
      uniqueKeysWithValues: vote.candidateTotals.map { ($0.name, $0.total) })
    #expect(document.recordedCandidates == published)
    #expect(document.recordedTally == vote.tally)
  }

  @Test func ayeAndNoCountAsYeaAndNay() throws {
    let vote = try Fixture.clerkVote(Self.ayeNo)
    #expect(try Fixture.text(Self.ayeNo).contains("<vote>Aye</vote>"))
    #expect(vote.voteType.usesAyesAndNoes)
    #expect(vote.tally == Tally(yea: 218, nay: 214))
    #expect(try Fixture.clerkDocument(Self.ayeNo).recordedTally == vote.tally)
  }

  @Test(arguments: [
    ("Yea", Tally(yea: 1)), ("Aye", Tally(yea: 1)), ("Nay", Tally(nay: 1)), ("No", Tally(nay: 1)),
    ("Present", Tally(present: 1)), ("Not Voting", Tally(notVoting: 1)), ("Jeffries", .zero),
  ])
  func memberVoteWords(_ word: String, _ expected: Tally) {
    var document = ClerkVoteDocument()
    document.record(memberVote: word)
    #expect(document.recordedTally == expected)
    #expect(document.recordedCandidates == (expected == .zero ? [word: 1] : [:]))
  }

  @Test func committeeOfTheWholeAmendment() throws {
    let vote = try Fixture.clerkVote(Self.committee)
    #expect(vote.chamber == .committeeOfTheWhole)
    #expect(
      vote.amendment
        == Amendment(number: "2", author: "Carter of Texas Amendment En Bloc No. 2", type: nil))
    #expect(vote.legislation == Legislation(type: .hr, number: 3944))
    #expect(vote.shortTitle == nil)
    #expect(try Fixture.clerkVote(Self.passage).chamber == .house)
  }

  @Test func failedTwoThirdsVoteIsFailed() throws {
    let vote = try Fixture.clerkVote(Self.failedSuspension)
    #expect(vote.voteType.threshold == .twoThirds)
    #expect(vote.result.outcome == .failed)
    #expect(
      vote.shortTitle == "To cut spending, maintain existing commitments, and for other purposes")
  }

  /// The outcome comes from the published words, never from the counts: a two-thirds vote
  /// fails with a majority. The recorded files have no such vote, so one is made by changing
  /// only the result of a passed two-thirds vote (and the other way round).
  @Test(arguments: [
    (passedSuspension, "Passed", "Failed", VoteResult.Outcome.failed),
    (failedSuspension, "Failed", "Passed", VoteResult.Outcome.passed),
  ])
  func outcomeIgnoresTheCounts(
    _ file: String, _ published: String, _ replacement: String, _ expected: VoteResult.Outcome
  ) throws {
    let original = try Fixture.clerkVote(file)
    let text = try Fixture.text(file).replacingOccurrences(
      of: "<vote-result>\(published)</vote-result>",
      with: "<vote-result>\(replacement)</vote-result>")
    let changed = try ClerkXMLParser.vote(from: Data(text.utf8), roll: Fixture.roll(for: file))
    #expect(changed.result.outcome == expected)
    #expect(changed.tally == original.tally)
    #expect(original.result.outcome != expected)
  }

  @Test(arguments: [
    (passage, "Laken Riley Act"), (ayeNo, "One Big Beautiful Bill Act"),
    ("roll-2025-169_motion-to-adjourn_no-bill.xml", nil),
  ])
  func shortTitleIsTheDescriptionWhenThereIsOne(_ file: String, _ title: String?) throws {
    #expect(try Fixture.clerkVote(file).shortTitle == title)
  }

  @Test func publishedDateAndTimeAreKept() throws {
    let time = try Fixture.clerkVote(Self.speaker2025).time
    #expect(time.publishedDate == "3-Jan-2025")
    #expect(time.publishedTime == "2:33 PM")
    #expect(time.description == "3-Jan-2025 2:33 PM")
  }
}
