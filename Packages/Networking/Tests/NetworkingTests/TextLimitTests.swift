import Foundation
import Testing

@testable import Networking

/// Text from a server is bounded where it is decoded: at most the limit's characters, cut on a
/// grapheme cluster with `…`; ids and links are kept whole or dropped.
@Suite struct TextLimitTests {
  /// Characters of one, two and many scalars and bytes: a cut must keep each one whole.
  static let characters = [
    "a",
    "é",  // U+00E9, two bytes
    "e\u{301}\u{302}",  // a letter with two combining marks
    "👍🏽",  // an emoji with a skin-tone modifier
    "👨‍👩‍👧‍👦",  // a family: four emoji joined by ZWJ
    "🇫🇷",  // a flag: two regional indicators
    "\u{1100}\u{1161}\u{11A8}",  // a Hangul syllable written as three jamo
  ]

  struct Payload: Decodable {
    let title: String
    let note: String?

    enum CodingKeys: String, CodingKey { case title, note }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      title = try container.decode(String.self, forKey: .title, limit: .title)
      note = try container.decodeIfPresent(String.self, forKey: .note, limit: .text)
    }
  }

  @Test func aOneMegabyteTitleDecodesBoundedWithAnEllipsis() throws {
    let huge = String(repeating: "buy milk ", count: 1_000_000 / 9 + 1)
    let body = try JSONSerialization.data(withJSONObject: ["title": huge, "note": huge])
    #expect(body.count > 2_000_000)
    let payload = try JSONDecoder().decode(Payload.self, from: body)
    #expect(payload.title.count == TextLimit.title.maximumCharacters)
    #expect(payload.title.hasSuffix("…"))
    #expect(huge.hasPrefix(payload.title.dropLast()))
    #expect(payload.note?.count == TextLimit.text.maximumCharacters)
    #expect(payload.note?.hasSuffix("…") == true)
  }

  @Test func shortFieldsDecodeAsSentAndNullStaysNil() throws {
    let body = Data(#"{"title": "buy milk", "note": null}"#.utf8)
    let payload = try JSONDecoder().decode(Payload.self, from: body)
    #expect(payload.title == "buy milk")
    #expect(payload.note == nil)
  }

  @Test(arguments: characters)
  func textOfExactlyTheLimitIsKept(_ character: String) {
    let limit = TextLimit(maximumCharacters: 7)
    let text = String(repeating: character, count: 7)
    #expect(limit.bound(text) == text)
    #expect(limit.fitting(text) == text)
    #expect(!limit.exceeds(text))
  }

  @Test(arguments: characters)
  func oneCharacterMoreIsCutOnAClusterBoundary(_ character: String) {
    let limit = TextLimit(maximumCharacters: 7)
    let text = String(repeating: character, count: 8)
    let bounded = limit.bound(text)
    #expect(bounded == String(repeating: character, count: 6) + "…")
    #expect(bounded.count == 7)
    #expect(limit.fitting(text) == nil)
    #expect(limit.exceeds(text))
  }

  /// A cut between a base and what clings to it (a modifier, a mark, a joined emoji) would
  /// leave half a character: the whole cluster goes instead.
  @Test func aClusterAcrossTheCutIsDroppedWhole() {
    let limit = TextLimit(maximumCharacters: 4)
    let mixed = "ab👍🏽e\u{301}👨‍👩‍👧‍👦"
    #expect(limit.bound(mixed) == "ab👍🏽…")
    let scalars = limit.bound(mixed).unicodeScalars.map(\.value)
    #expect(scalars == [0x61, 0x62, 0x1F44D, 0x1F3FD, 0x2026])
  }

  /// One character of a letter and a million combining marks is 2 MB: the bytes are bounded
  /// too, between the scalars of that one character.
  @Test func aCharacterOfAMillionMarksIsCutByItsBytes() {
    let hostile = "x" + String(repeating: "\u{301}", count: 1_000_000) + " rest"
    let bounded = TextLimit.title.bound(hostile)
    #expect(bounded.utf8.count <= TextLimit.title.maximumBytes)
    #expect(bounded.hasSuffix("…"))
    #expect(bounded.unicodeScalars.prefix(2).map(\.value) == [0x78, 0x301])
    #expect(TextLimit.title.exceeds(hostile))
    #expect(TextLimit.identifier.fitting(hostile) == nil)
    // Many big characters (101 bytes each) within the count stop at the bytes, whole.
    let heavy = Character("e" + String(repeating: "\u{301}", count: 50))
    let cut = TextLimit.title.bound(String(repeating: heavy, count: 300))
    #expect(cut.utf8.count <= TextLimit.title.maximumBytes)
    #expect(cut.dropLast().allSatisfy { $0 == heavy } && cut.count > 10)
    // The longest emoji sequences fit a title whole.
    let families = String(repeating: "👨‍👩‍👧‍👦", count: 300)
    #expect(TextLimit.title.bound(families) == families)
  }

  @Test(arguments: [
    ("", 0, ""),
    ("a", 0, "…"),
    ("abc", 1, "…"),
    ("abc", 2, "a…"),
    ("abc", 3, "abc"),
    ("abcd", 3, "ab…"),
  ])
  func smallLimits(_ text: String, _ maximum: Int, _ expected: String) {
    #expect(TextLimit(maximumCharacters: maximum).bound(text) == expected)
  }

  @Test func aNegativeLimitIsZero() {
    #expect(TextLimit(maximumCharacters: -5).maximumCharacters == 0)
    #expect(TextLimit(maximumCharacters: -5).bound("x") == "…")
  }

  /// An id or a link is never cut: a cut one would name something else.
  @Test func fittingKeepsWholeTextOrNothing() {
    let link = "https://example.com/" + String(repeating: "a", count: 3_000)
    #expect(TextLimit.link.fitting(link) == nil)
    #expect(TextLimit.link.fitting(String(link.prefix(2_048))) == String(link.prefix(2_048)))
    #expect(TextLimit.identifier.fitting(nil) == nil)
    #expect(TextLimit.identifier.fitting("R7UfaahVfFd") == "R7UfaahVfFd")
  }

  /// The kinds grow as their fields do: a name is shorter than a title, a title than a text.
  @Test func theKindsAreOrdered() {
    #expect(TextLimit.name.maximumCharacters < TextLimit.title.maximumCharacters)
    #expect(TextLimit.title.maximumCharacters < TextLimit.text.maximumCharacters)
    #expect(TextLimit.text.maximumCharacters < TextLimit.link.maximumCharacters)
  }
}
