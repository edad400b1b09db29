import Testing

@testable import TextRendering

/// The generated metrics decode to what the reference fonts hold (figures read from
/// LiberationSans-Regular.ttf/-Bold.ttf 2.1.5 and NotoColorEmoji.ttf 2.042, 2048 units per em),
/// and measuring follows the documented rules.
@Suite struct FontMetricsTests {
  let metrics = FontMetrics.reference

  /// The width in font units (2048 to the em) of `text` at 2048 points.
  func units(_ text: String, bold: Bool = false) -> Double {
    metrics.width(of: Substring(text), size: 2048, bold: bold)
  }

  @Test func decodedAdvancesAreTheFonts() {
    #expect(FontMetricsTable.unitsPerEm == 2048)
    let regular: [(String, Double)] = [
      ("A", 1366), (" ", 569), ("a", 1139), ("i", 455), ("W", 1933), ("é", 1139),
      ("—", 2048), ("€", 1139), ("→", 2048), ("█", 1451), ("…", 2048), ("Ж", 1891),
    ]
    for (text, advance) in regular { #expect(units(text) == advance, "\(text)") }
    let bold: [(String, Double)] = [("A", 1479), (" ", 569), ("i", 569), ("o", 1251), ("x", 1139)]
    for (text, advance) in bold { #expect(units(text, bold: true) == advance, "\(text)") }
  }

  @Test func widthsScaleWithTheSize() {
    #expect(metrics.width(of: "A", size: 16, bold: false) == 1366.0 * 16 / 2048)
    #expect(
      metrics.width(of: "A", size: 32, bold: false) == 2
        * metrics.width(of: "A", size: 16, bold: false))
  }

  @Test func kerningIsApplied() {
    // GPOS 'kern' of the latn script: A V −152, T o −227, L T −152, Y space... as in Arial.
    #expect(units("AV") == 1366 + 1366 - 152)
    #expect(units("AV") < units("A") + units("V"))
    #expect(units("To") == 1251 + 1139 - 227)
    #expect(units("VA") == units("V") + units("A") - 152)
    // Kerning also between non-ASCII characters the table has: ’ s.
    #expect(units("\u{2019}s") == units("\u{2019}") + units("s") - 37)
    // No kerning where the font has none.
    #expect(units("ab") == units("a") + units("b"))
    #expect(units("AVÉ") == units("AV") + units("É"))
  }

  @Test func boldIsWiderThanRegular() {
    let text = "Buy milk and eggs"
    #expect(
      metrics.width(of: text[...], size: 17, bold: true)
        > metrics.width(of: text[...], size: 17, bold: false))
  }

  @Test func emojiClustersTakeOneEmojiAdvance() {
    let emoji = 2550.0
    #expect(units("😀") == emoji)
    #expect(units("👍🏽") == emoji)
    #expect(units("👨‍👩‍👧‍👦") == emoji)
    #expect(units("🇯🇵") == emoji)
    #expect(units("❤\u{FE0F}") == emoji)
    #expect(units("1\u{FE0F}\u{20E3}") == emoji)
    #expect(units("a😀b") == units("a") + emoji + units("b"))
  }

  @Test func marksAddNothing() {
    #expect(units("e\u{301}") == units("e"))
    #expect(units("\u{301}") == 0)
    #expect(units("a\u{200B}b") == units("ab"))
    #expect(units("a\u{AD}b") == units("ab"))
  }

  @Test func missingCharactersFallBack() {
    // East Asian wide: one em. Other characters the table lacks: the mean of a…z.
    #expect(units("漢") == 2048)
    let lowercase = "abcdefghijklmnopqrstuvwxyz".map { units(String($0)) }.reduce(0, +)
    #expect(units("\u{5D0}") == (lowercase / 26).rounded())
    // A text-presentation emoji that Liberation lacks (⚠) comes from Noto Color Emoji, next in
    // the picture's font stack.
    #expect(units("\u{26A0}") == 2550)
  }

  @Test func lineMetricsAreHheaRoundedAsChromiumRoundsThem() {
    #expect(metrics.ascent(size: 2048) == 1854)
    #expect(metrics.descent(size: 2048) == 434)
    #expect(metrics.lineHeight(size: 2048) == 1854 + 434 + 67)
    // At 17 points: 15.39 + 3.60 + 0.56 rounds to 15 + 4 + 1 (Chromium's line box is 20 px).
    #expect(metrics.ascent(size: 17) == 15)
    #expect(metrics.descent(size: 17) == 4)
    #expect(metrics.lineHeight(size: 17) == 20)
    #expect(metrics.lineHeight(size: 12) == 14)
    #expect(metrics.lineHeight(size: .nan) == 0)
  }

  @Test func anEmojiAdvanceIsWholePoints() {
    // 2550 / 2048 em: 21.17 at 17 points, drawn 21 wide; 27.39 at 22 points, 27.
    #expect(metrics.width(of: "👍🏽", size: 17, bold: false) == 21)
    #expect(metrics.width(of: "😀😀", size: 22, bold: true) == 54)
    let letter: Double = 1139.0 * 17 / 2048
    #expect(metrics.width(of: "a😀", size: 17, bold: false) == letter + 21)
  }

  @Test func emptyAndNonsenseSizesMeasureZero() {
    #expect(metrics.width(of: "", size: 17, bold: false) == 0)
    #expect(metrics.width(of: "A", size: 0, bold: false) == 0)
    #expect(metrics.width(of: "A", size: -3, bold: true) == 0)
    #expect(metrics.width(of: "A", size: .nan, bold: false) == 0)
    #expect(metrics.width(of: "A", size: .infinity, bold: false) == 0)
  }

  @Test func aHostileMegabyteDoesNotTrap() {
    let chunk = "WWW\u{301}\u{301}👨‍👩‍👧‍👦漢\u{200B}\u{0}\u{7F}ÿ\u{10FFFF}\u{FE0F}"
    let text = String(repeating: chunk, count: 1_048_576 / chunk.utf8.count + 1)
    #expect(text.utf8.count > 1_000_000)
    let width = metrics.width(of: text[...], size: 17, bold: true)
    let count = Double(text.utf8.count / chunk.utf8.count)
    let expected = count * metrics.width(of: chunk[...], size: 17, bold: true)
    #expect(abs(width - expected) < expected * 1e-9)
    #expect(metrics.width(of: text[...], size: 1e6, bold: false).isFinite)
    let ascii = String(repeating: "W", count: 1_048_576)
    #expect(metrics.width(of: ascii[...], size: 2048, bold: false) == 1933 * 1_048_576)
  }
}
