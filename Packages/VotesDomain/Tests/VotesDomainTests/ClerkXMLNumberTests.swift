import Foundation
import Testing
import VotesTestSupport

@testable import VotesDomain

/// Numbers in the Clerk's XML are checked where they are read: a count outside 0…1,000, or a
/// Congress, session or roll number outside what a link can name, is malformed data (exit 65)
/// naming the field — never a trap, and never a vote that reaches a timeline.
@Suite struct ClerkXMLNumberTests {
  static let ordinary = "roll-2025-023_S5-passage_yea-nay.xml"
  static let speaker = "roll-2025-002_election-of-speaker_candidates.xml"
  static let huge = "9223372036854775807"

  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let file: String
    let edits: [(String, String)]
    /// Words the error's reason must contain.
    let says: [String]
    var testDescription: String { name }
  }

  static let totalsByVote = """
    <totals-by-vote>
    <total-stub>Totals</total-stub>
    <yea-total>263</yea-total>
    <nay-total>156</nay-total>
    <present-total>0</present-total>
    <not-voting-total>14</not-voting-total>
    </totals-by-vote>
    """

  static let cases: [Case] = [
    Case(
      name: "House yeas at Int.max", file: ordinary,
      edits: [("<yea-total>263</yea-total>", "<yea-total>\(huge)</yea-total>")],
      says: ["<yea-total>", "totals-by-vote", huge]),
    Case(
      name: "a party's yeas at Int.max", file: ordinary,
      edits: [("<yea-total>217</yea-total>", "<yea-total>\(huge)</yea-total>")],
      says: ["<yea-total>", "Republican", huge]),
    Case(
      name: "party yeas at Int.max summed (no House row)", file: ordinary,
      edits: [
        (totalsByVote, ""), ("<yea-total>217</yea-total>", "<yea-total>\(huge)</yea-total>"),
        ("<yea-total>46</yea-total>", "<yea-total>\(huge)</yea-total>"),
      ],
      says: ["<yea-total>", huge]),
    Case(
      name: "a count of 1,001", file: ordinary,
      edits: [
        ("<not-voting-total>14</not-voting-total>", "<not-voting-total>1001</not-voting-total>")
      ],
      says: ["<not-voting-total>", "1001", "0…1,000"]),
    Case(
      name: "a count beyond Int", file: ordinary,
      edits: [("<nay-total>156</nay-total>", "<nay-total>99999999999999999999999</nay-total>")],
      says: ["<nay-total>", "99999999999999999999999"]),
    Case(
      name: "party rows that add up past 1,000", file: ordinary,
      edits: [
        (totalsByVote, ""), ("<yea-total>217</yea-total>", "<yea-total>900</yea-total>"),
        ("<yea-total>46</yea-total>", "<yea-total>900</yea-total>"),
      ],
      says: ["yea", "1800"]),
    Case(
      name: "a candidate at Int.max", file: speaker,
      edits: [
        ("<candidate-total>218</candidate-total>", "<candidate-total>\(huge)</candidate-total>")
      ],
      says: ["<candidate-total>", "Johnson (LA)", huge]),
    Case(
      name: "Congress at Int.max", file: ordinary,
      edits: [("<congress>119</congress>", "<congress>\(huge)</congress>")],
      says: ["<congress>", huge]),
    Case(
      name: "Congress 0", file: ordinary,
      edits: [("<congress>119</congress>", "<congress>0</congress>")], says: ["<congress>"]),
    Case(
      name: "session 3rd", file: ordinary,
      edits: [("<session>1st</session>", "<session>3rd</session>")], says: ["<session>", "3rd"]),
    Case(
      name: "roll 10000", file: ordinary,
      edits: [("<rollcall-num>23</rollcall-num>", "<rollcall-num>10000</rollcall-num>")],
      says: ["<rollcall-num>", "10000"]),
    Case(
      name: "roll 0", file: ordinary,
      edits: [("<rollcall-num>23</rollcall-num>", "<rollcall-num>0</rollcall-num>")],
      says: ["<rollcall-num>"]),
  ]

  @Test(arguments: cases)
  func malformedNumbersAreInvalidXMLNamingTheField(_ test: Case) throws {
    var text = try Fixture.text(test.file)
    for (old, new) in test.edits {
      let normalised = text.replacingOccurrences(of: "\r\n", with: "\n")
      #expect(normalised.contains(old), "the fixture has no \(old)")
      text = normalised.replacingOccurrences(of: old, with: new)
    }
    let roll = Fixture.roll(for: test.file)
    let error = thrownError { () throws(VoteError) in
      try ClerkXMLParser.vote(from: Data(text.utf8), roll: roll)
    }
    guard let reason = error?.reason, error == .invalidClerkXML(roll, reason: reason) else {
      Issue.record("expected invalidClerkXML of \(roll), got \(String(describing: error))")
      return
    }
    for word in test.says { #expect(reason.contains(word), "\(reason)") }
    #expect(!(error?.description.contains("\n") ?? true))
  }

  /// The members' votes counted one by one (no totals published) are checked too.
  @Test func moreThanAThousandMembersVotingIsInvalid() {
    let members = String(repeating: "<recorded-vote><vote>Yea</vote></recorded-vote>", count: 1_001)
    let xml = """
      <rollcall-vote><vote-metadata><congress>119</congress><session>1st</session>
      <rollcall-num>23</rollcall-num><vote-result>Passed</vote-result></vote-metadata>
      <vote-data>\(members)</vote-data></rollcall-vote>
      """
    let roll = ClerkRoll(year: 2025, roll: 23)
    let error = thrownError { () throws(VoteError) in
      try ClerkXMLParser.vote(from: Data(xml.utf8), roll: roll)
    }
    guard let reason = error?.reason, error == .invalidClerkXML(roll, reason: reason) else {
      Issue.record("expected invalidClerkXML, got \(String(describing: error))")
      return
    }
    #expect(reason.contains("1001"), "\(reason)")
  }

  /// A date far outside any Congress keeps its text but has no instant; nothing traps.
  @Test(arguments: ["3-Jan-99999", "3-Jan-\(huge)", "99999999999999999999-Jan-2025", "3-Jan-1200"])
  func anImplausibleDateHasNoInstant(_ date: String) throws {
    let text = try Fixture.text(Self.ordinary).replacingOccurrences(
      of: "<action-date>22-Jan-2025</action-date>", with: "<action-date>\(date)</action-date>")
    let vote = try ClerkXMLParser.vote(
      from: Data(text.utf8), roll: Fixture.roll(for: Self.ordinary))
    #expect(vote.time.publishedDate == date)
    #expect(vote.time.date == nil)
    #expect(!vote.time.isTimeKnown)
  }
}
