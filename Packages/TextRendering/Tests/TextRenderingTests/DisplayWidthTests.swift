import Testing

@testable import TextRendering

@Suite struct DisplayWidthTests {
  struct WidthCase: CustomTestStringConvertible, Sendable {
    let name: String
    let text: String
    let cells: Int
    var testDescription: String { name }
  }

  static let characters: [WidthCase] = [
    WidthCase(name: "ASCII letter", text: "a", cells: 1),
    WidthCase(name: "space", text: " ", cells: 1),
    WidthCase(name: "Latin with accent (NFC)", text: "\u{E9}", cells: 1),
    WidthCase(name: "e + combining acute", text: "e\u{301}", cells: 1),
    WidthCase(name: "lone combining mark", text: "\u{301}", cells: 0),
    WidthCase(name: "CJK ideograph", text: "漢", cells: 2),
    WidthCase(name: "Hiragana", text: "あ", cells: 2),
    WidthCase(name: "Hangul syllable", text: "한", cells: 2),
    WidthCase(name: "Hangul jamo sequence", text: "\u{1100}\u{1161}\u{11A8}", cells: 2),
    WidthCase(name: "full-width Latin", text: "Ａ", cells: 2),
    WidthCase(name: "ideographic full stop", text: "。", cells: 2),
    WidthCase(name: "half-width katakana", text: "ｱ", cells: 1),
    WidthCase(name: "emoji presentation", text: "😀", cells: 2),
    WidthCase(name: "emoji with skin tone", text: "👍🏽", cells: 2),
    WidthCase(name: "ZWJ family", text: "👨‍👩‍👧", cells: 2),
    WidthCase(name: "flag", text: "🇯🇵", cells: 2),
    WidthCase(name: "text heart + VS16", text: "❤\u{FE0F}", cells: 2),
    WidthCase(name: "text heart alone", text: "❤", cells: 1),
    WidthCase(name: "keycap", text: "1\u{FE0F}\u{20E3}", cells: 2),
    WidthCase(name: "emoji + VS15 (text style)", text: "😀\u{FE0E}", cells: 2),
    WidthCase(name: "smiley + VS15", text: "☺\u{FE0E}", cells: 1),
    WidthCase(name: "ellipsis (ambiguous, narrow)", text: "…", cells: 1),
    WidthCase(name: "box drawing", text: "─", cells: 1),
    WidthCase(name: "zero width joiner alone", text: "\u{200D}", cells: 0),
    WidthCase(name: "control character", text: "\u{7}", cells: 0),
  ]

  @Test(arguments: characters)
  func characterWidth(_ testCase: WidthCase) throws {
    let character = try #require(testCase.text.first)
    #expect(testCase.text.count == 1, "one grapheme cluster")
    #expect(DisplayWidth.cells(of: character) == testCase.cells)
  }

  static let strings: [WidthCase] = [
    WidthCase(name: "empty", text: "", cells: 0),
    WidthCase(name: "ASCII", text: "Hello, world", cells: 12),
    WidthCase(name: "mixed CJK", text: "Tokyo 東京", cells: 10),
    WidthCase(name: "emoji sentence", text: "I ❤️ 🍕!", cells: 8),
    WidthCase(name: "decomposed", text: "cafe\u{301}", cells: 4),
  ]

  @Test(arguments: strings)
  func stringWidth(_ testCase: WidthCase) {
    #expect(testCase.text.terminalWidth == testCase.cells)
  }

  @Test func tableIsSortedAndDisjoint() {
    let ranges = EastAsianWidthTable.wideRanges
    #expect(!ranges.isEmpty)
    for (previous, next) in zip(ranges, ranges.dropFirst()) {
      #expect(previous.lower <= previous.upper)
      #expect(previous.upper + 1 < next.lower, "ranges are merged and sorted")
    }
  }

  @Test(arguments: [
    (0x1100 as UInt32, true), (0x115F, true), (0x1160, false), (0x4E00, true), (0x3FFFD, true),
    (0x41, false), (0xFF01, true), (0xFF61, false), (0x10FFFF, false),
  ])
  func wideLookup(_ scalar: UInt32, _ wide: Bool) throws {
    let value = try #require(Unicode.Scalar(scalar))
    #expect(DisplayWidth.isWide(value) == wide)
  }

  @Test(arguments: [
    ("abc", 5, TextAlignment.leading, "abc  "),
    ("abc", 5, .trailing, "  abc"),
    ("abc", 6, .center, " abc  "),
    ("東京", 5, .leading, "東京 "),
    ("abcdef", 4, .leading, "abc…"),
  ])
  func padding(_ text: String, _ width: Int, _ alignment: TextAlignment, _ expected: String) {
    #expect(text.padded(toWidth: width, alignment: alignment) == expected)
    #expect(expected.terminalWidth == width)
  }
}
