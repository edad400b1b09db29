/// How wide and tall text is in points when set in the picture's reference fonts: Liberation
/// Sans Regular and Bold (metric-compatible with Arial and Helvetica), and Noto Color Emoji for
/// emoji, from the table Tools/font-metrics generates (``FontMetricsTable``).
///
/// A width is the sum of the advances of the text's grapheme clusters scaled to the size, plus
/// the kerning between adjacent characters (the pairs a browser applies to Latin text). Per
/// cluster, first rule wins:
/// - an emoji presentation cluster (``DisplayWidth/isEmoji(_:)``: skin tones, ZWJ families,
///   flags, keycaps) takes one emoji advance of Noto Color Emoji;
/// - a cluster starting with a mark, format or control character takes nothing, and marks
///   after a base character add nothing to it;
/// - a character the face has takes its advance;
/// - a character it lacks falls back as a browser's font fallback would, approximately: an
///   emoji (Unicode's Emoji property) takes the emoji advance, an East Asian wide or full-width
///   character one em (CJK fonts are square), anything else the face's mean advance of `a`…`z`.
///
/// Two figures are rounded to whole points as Chromium rounds them to pixels at 1× (checked
/// against headless Chromium's layout of HTML text): an emoji's advance (Noto Color
/// Emoji is a bitmap font, whose advances Skia rounds: 21 at 17 points, not 21.17), and the line
/// metrics. Those are hhea's ascender, descender and line gap, which FreeType and Skia (Chromium
/// on Linux) use for `line-height: normal` since Liberation Sans does not set OS/2's
/// USE_TYPO_METRICS bit (its OS/2 win metrics equal hhea's anyway); each is rounded, so the line
/// height at 17 points is 15 + 4 + 1 = 20, not 19.55. Text advances and kerning are not rounded
/// (Chromium positions glyphs at subpixels).
///
/// Measuring allocates nothing: advances are looked up by code point in arrays, ASCII kerning in
/// a 128 × 128 matrix, other kerning by binary search. Sums are in integers of font units (at
/// most 2¹⁶ per character), which no string that fits in memory can overflow.
struct FontMetrics: Sendable {
  /// The metrics of the reference fonts, decoded once.
  static let reference = FontMetrics()

  let regular: Face
  let bold: Face
  /// The text font's units per em.
  let unitsPerEm: Int
  /// An emoji's advance, in ems.
  let emojiEms: Double

  init() {
    regular = Face(
      advances: FontMetricsTable.regularAdvances, kerning: FontMetricsTable.regularKerning)
    bold = Face(advances: FontMetricsTable.boldAdvances, kerning: FontMetricsTable.boldKerning)
    unitsPerEm = max(1, FontMetricsTable.unitsPerEm)
    emojiEms =
      Double(FontMetricsTable.emojiAdvance) / Double(max(1, FontMetricsTable.emojiUnitsPerEm))
  }

  /// The advance of `text` set at `size` points, with kerning; emoji and symbols included.
  /// A size that is not a positive finite number measures 0.
  func width(of text: Substring, size: Double, bold: Bool) -> Double {
    guard size.isFinite, size > 0, !text.isEmpty else { return 0 }
    let face = bold ? self.bold : regular
    if let units = face.asciiUnits(text.utf8) {
      return Double(units) * size / Double(unitsPerEm)
    }
    var units = 0
    var emoji = 0
    var previous: UInt32 = 0
    for character in text {
      let scalars = character.unicodeScalars
      guard let first = scalars.first else { continue }
      let advance = face.advance(first.value)
      // A lone scalar below U+231A (the first with emoji presentation) that the face has needs
      // no Unicode property lookups: the face's advance of marks and format characters is 0.
      let plain =
        advance > 0 && first.value < 0x231A
        && scalars.index(after: scalars.startIndex) == scalars.endIndex
      if !plain {
        if DisplayWidth.isEmoji(character) {
          emoji += 1
          previous = 0
          continue
        }
        if DisplayWidth.isZeroWidth(first) { continue }
      }
      if advance > 0 {
        units += advance
        if previous != 0 { units += face.kerning(previous, first.value) }
        previous = first.value
        continue
      }
      previous = 0
      if first.properties.isEmoji {
        emoji += 1
      } else {
        units += DisplayWidth.isWide(first) ? unitsPerEm : face.fallbackAdvance
      }
    }
    return Double(units) * size / Double(unitsPerEm) + Double(emoji) * (size * emojiEms).rounded()
  }

  /// The distance from the baseline up to the top of the line box at `size` points, rounded.
  func ascent(size: Double) -> Double {
    scaled(FontMetricsTable.regularLine.ascender, size)
  }

  /// The distance from the baseline down to the bottom of the line box (positive), rounded.
  func descent(size: Double) -> Double {
    scaled(FontMetricsTable.regularLine.descender, size)
  }

  /// The line height of `line-height: normal`: ascent + descent + the line gap, each rounded.
  /// CSS shares the gap above and below the text (half-leading).
  func lineHeight(size: Double) -> Double {
    ascent(size: size) + descent(size: size) + scaled(FontMetricsTable.regularLine.lineGap, size)
  }

  /// Font units at `size` points, rounded to whole points; 0 for a size that is not a positive
  /// finite number.
  private func scaled(_ units: Int, _ size: Double) -> Double {
    guard size.isFinite, size > 0 else { return 0 }
    return (Double(units) * size / Double(unitsPerEm)).rounded()
  }
}
