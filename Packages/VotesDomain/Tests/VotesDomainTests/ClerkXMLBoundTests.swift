import Foundation
import Networking
import Testing
import VotesTestSupport

@testable import VotesDomain

/// The Clerk's XML is bounded as it is read: a 1 MB question, title, name or note becomes a
/// few hundred characters ending in `…`, so no surface of a vote grows with it.
@Suite struct ClerkXMLBoundTests {
  static let amendment = "roll-2025-180_amendment_aye-no_committee-of-whole.xml"
  static let speaker = "roll-2025-002_election-of-speaker_candidates.xml"
  static let vacated = "roll-2011-484_vacated-vote_vote-correction.xml"
  static let huge = String(repeating: "On Agreeing to the Amendment ", count: 36_200)
  static let name = TextLimit.name.maximumCharacters
  static let title = TextLimit.title.maximumCharacters

  /// The fixture `file` with the text of each element named in `texts` replaced.
  static func vote(_ file: String, _ texts: [String: String]) throws -> Vote {
    var xml = try Fixture.text(file)
    for (element, text) in texts {
      let pattern = try Regex("<\(element)>[^<]*</\(element)>")
      xml = xml.replacing(pattern, with: "<\(element)>\(text)</\(element)>")
    }
    return try ClerkXMLParser.vote(from: Data(xml.utf8), roll: Fixture.roll(for: file))
  }

  static func expectCut(
    _ text: String?, to limit: Int, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(text?.count == limit, sourceLocation: sourceLocation)
    #expect(text?.hasSuffix("…") == true, sourceLocation: sourceLocation)
  }

  @Test func aOneMegabyteQuestionTitleAndNamesAreCut() throws {
    #expect(Self.huge.utf8.count > 1_048_576)
    let vote = try Self.vote(
      Self.amendment,
      [
        "vote-question": Self.huge, "vote-desc": Self.huge, "amendment-author": Self.huge,
        "amendment-num": Self.huge, "vote-type": Self.huge, "vote-result": Self.huge,
        "party": Self.huge,
      ])
    Self.expectCut(vote.question, to: Self.title)
    #expect(Self.huge.hasPrefix(vote.question.dropLast()))
    Self.expectCut(vote.shortTitle, to: Self.title)
    Self.expectCut(vote.amendment?.author, to: Self.title)
    Self.expectCut(vote.amendment?.number, to: Self.name)
    Self.expectCut(vote.voteType.published, to: Self.name)
    Self.expectCut(vote.result.published, to: Self.name)
    #expect(!vote.partyTotals.isEmpty)
    for row in vote.partyTotals { #expect(row.party.name.count <= Self.name) }
    // The counts are still read.
    #expect(vote.tally == Tally(yea: 219, nay: 206, present: 0, notVoting: 13))
  }

  @Test func aOneMegabyteCandidateIsCutToAName() throws {
    let vote = try Self.vote(Self.speaker, ["candidate": Self.huge])
    #expect(!vote.candidateTotals.isEmpty)
    for candidate in vote.candidateTotals { Self.expectCut(candidate.name, to: Self.name) }
  }

  @Test func aOneMegabyteNoteIsCutToLongerText() throws {
    let vote = try Self.vote(Self.vacated, ["vote-correction": Self.huge])
    Self.expectCut(vote.notes.first, to: TextLimit.text.maximumCharacters)
  }

  /// A question of exactly the limit is kept; one character more is cut, on a whole cluster.
  @Test func aQuestionAtTheLimitIsKeptAndOneMoreIsCut() throws {
    let exact = String(repeating: "🇺🇸", count: Self.title)
    #expect(try Self.vote(Self.amendment, ["vote-question": exact]).question == exact)
    let over = try Self.vote(Self.amendment, ["vote-question": exact + "e\u{301}"])
    #expect(over.question == String(repeating: "🇺🇸", count: Self.title - 1) + "…")
  }

  /// A number too long to be one still fails as a number, not as a cut string.
  @Test func aHugeRollNumberIsStillRefused() throws {
    let digits = String(repeating: "9", count: 1_000_000)
    #expect(throws: VoteError.self) {
      try Self.vote(Self.amendment, ["rollcall-num": digits])
    }
  }
}
