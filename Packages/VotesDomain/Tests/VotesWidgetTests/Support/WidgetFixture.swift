import Foundation
import VotesTestSupport

@testable import VotesDomain

/// The Clerk's recorded XML (the package's shared `Fixture`s), read into votes for the views.
enum WidgetFixture {
  /// The ordinary bill: S 5, the Laken Riley Act, passed 263–156 (119/1/23).
  static let ordinary = "roll-2025-023_S5-passage_yea-nay.xml"
  /// The election of the Speaker, 2025: Johnson (LA) 218, Jeffries 215, Emmer 1.
  static let speakerElection = "roll-2025-002_election-of-speaker_candidates.xml"
  /// A vacated vote: empty metadata, zero totals and the Clerk's explanation.
  static let vacated = "roll-2011-484_vacated-vote_vote-correction.xml"
  /// A two-thirds recorded vote on H R 2693 that failed, 173 ayes to 246 noes.
  static let failed = "roll-2011-682_suspension-2-3-recorded-vote_failed.xml"
  /// A failed rule whose title lists four bills: a very long title.
  static let longTitle = "roll-2025-195_rule-failed_aye-no.xml"
  /// A motion to adjourn: a vote on no bill.
  static let adjourn = "roll-2025-169_motion-to-adjourn_no-bill.xml"
  /// A quorum call: every member answers Present.
  static let quorum = "roll-2025-001_quorum_call-by-states.xml"

  /// Parses a Clerk fixture, naming the roll after the file (`roll-2025-023_…` → 2025/23).
  static func vote(_ name: String) throws -> Vote {
    try ClerkXMLParser.vote(from: Fixture.data(name), roll: Fixture.roll(for: name))
  }
}
