import Testing

@testable import TextRendering

/// What a widget lays out of a text from the network: bounded, sanitised, no stray marks.
@Suite struct LayoutPrefixTests {
  @Test(arguments: [
    ("short", 10, "short"),
    ("0123456789abc", 10, "0123456789…"),
    ("\u{FE0F}a\n\u{0301}b", 10, "a\nb"),
    ("red \u{1B}[31mtext", 20, "red text"),
    ("", 5, ""),
    ("abc", 0, "…"),
  ])
  func keepsTheStartFitForLayout(_ text: String, _ limit: Int, _ expected: String) {
    #expect(Sanitizer.layoutPrefix(text, maximumCharacters: limit) == expected)
  }

  @Test func aHugeTextIsReadOnlyAsFarAsNeeded() {
    let huge = String(repeating: "x", count: 1 << 20)
    let prefix = Sanitizer.layoutPrefix(huge, maximumCharacters: 100)
    #expect(prefix == String(repeating: "x", count: 100) + "…")
  }
}
