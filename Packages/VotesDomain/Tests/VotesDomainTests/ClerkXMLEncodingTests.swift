import Foundation
import Testing

@testable import VotesDomain

/// Bytes that are not UTF-8 never reach the XML reader (FoundationXML's parser, used before
/// it, trapped on a single bad byte in a name: found by `ParserFuzzTests`). Such a body is
/// unreadable vote XML, exit 65.
@Suite struct ClerkXMLEncodingTests {
  static let roll = ClerkRoll(year: 2025, roll: 23)

  static let bodies: [(String, [UInt8])] = [
    (
      "0xFF in an element name",
      Array("<rollcall-vote><vote-meta".utf8) + [0xFF] + Array("data>".utf8)
    ),
    ("a cut-off sequence in a name", Array("<rollcall-vote><vote".utf8) + [0xC3] + Array(">".utf8)),
    (
      "a bad sequence in an attribute name",
      Array(#"<rollcall-vote><action-time "#.utf8) + [0xE2, 0x28, 0xA1]
        + Array(#"="1">x</action-time></rollcall-vote>"#.utf8)
    ),
    ("a surrogate encoded as UTF-8", Array("<rollcall-vote>".utf8) + [0xED, 0xA0, 0x80]),
    ("an overlong slash", Array("<rollcall-vote>".utf8) + [0xC0, 0xAF]),
  ]

  @Test(arguments: bodies)
  func aBodyThatIsNotUTF8IsInvalidXML(_ label: String, _ bytes: [UInt8]) {
    let error = thrownError { () throws(VoteError) in
      try ClerkXMLParser.vote(from: Data(bytes), roll: Self.roll)
    }
    guard let reason = error?.reason, error == .invalidClerkXML(Self.roll, reason: reason) else {
      Issue.record("\(label): expected invalidClerkXML, got \(String(describing: error))")
      return
    }
    #expect(reason.contains("UTF-8"), "\(label): \(reason)")
  }

  /// Text that is UTF-8 — accents, emoji, a byte order mark — still reads.
  @Test func utf8TextStillReads() throws {
    let xml = """
      \u{FEFF}<rollcall-vote><vote-metadata><congress>119</congress><session>1st</session>
      <rollcall-num>23</rollcall-num><vote-result>Passed</vote-result><vote-desc>Café Act 🏛️</vote-desc></vote-metadata>
      </rollcall-vote>
      """
    let vote = try ClerkXMLParser.vote(from: Data(xml.utf8), roll: Self.roll)
    #expect(vote.shortTitle == "Café Act 🏛️")
  }
}
