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
/// Line metrics are hhea's ascender, descender and line gap, which FreeType and Skia (Chromium
/// on Linux) use for `line-height: normal`: Liberation Sans does not set OS/2's
/// USE_TYPO_METRICS bit, and its OS/2 win metrics equal hhea's. They are exact; Chromium rounds
/// each of the three to whole device pixels, so its line box can be up to 1.5 pixels taller.
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
      guard let first = character.unicodeScalars.first else { continue }
      if DisplayWidth.isEmoji(character) {
        emoji += 1
        previous = 0
        continue
      }
      if DisplayWidth.isZeroWidth(first) { continue }
      let advance = face.advance(first.value)
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
    return (Double(units) / Double(unitsPerEm) + Double(emoji) * emojiEms) * size
  }

  /// The distance from the baseline up to the top of the line box at `size` points.
  func ascent(size: Double) -> Double {
    Double(FontMetricsTable.regularLine.ascender) * size / Double(unitsPerEm)
  }

  /// The distance from the baseline down to the bottom of the line box (positive).
  func descent(size: Double) -> Double {
    Double(FontMetricsTable.regularLine.descender) * size / Double(unitsPerEm)
  }

  /// The line height of `line-height: normal`: ascent + descent + the line gap.
  func lineHeight(size: Double) -> Double {
    let line = FontMetricsTable.regularLine
    return Double(line.ascender + line.descender + line.lineGap) * size / Double(unitsPerEm)
  }
}
