/// A text measurer from Arial's (and so Liberation Sans's) advance widths for printable ASCII,
/// an em for wide characters, 1.245 em for emoji and 0.6 em for everything else; no kerning.
/// Close enough to lay a picture out until the generated reference metrics replace it (see
/// ``PictureMetrics``).
struct ApproximateMeasure: TextMeasure {
  func width(of text: Substring, size: Double, bold: Bool) -> Double {
    let table = bold ? Self.bold : Self.regular
    var units = 0
    var scalars = text.unicodeScalars.makeIterator()
    var previousWasEmoji = false
    while let scalar = scalars.next() {
      let value = scalar.value
      if value >= 0x20, value < 0x7F {
        units += table[Int(value - 0x20)]
        previousWasEmoji = false
        continue
      }
      if value == 0x200D || value == 0xFE0F || (0x1F3FB...0x1F3FF).contains(value)
        || scalar.properties.generalCategory == .nonspacingMark
      {
        // Joiners, variation selectors, skin tones and combining marks add no advance; a
        // joined emoji sequence is drawn as one picture.
        if value == 0x200D, previousWasEmoji { _ = scalars.next() }
        continue
      }
      if scalar.properties.isEmojiPresentation || (value >= 0x1F000 && scalar.properties.isEmoji) {
        units += 1245
        previousWasEmoji = true
      } else if DisplayWidth.isWide(scalar) {
        units += 1000
        previousWasEmoji = false
      } else {
        units += 600
        previousWasEmoji = false
      }
    }
    return Double(units) * size / 1000
  }

  func ascent(size: Double) -> Double { size * 0.905 }
  func descent(size: Double) -> Double { size * 0.212 }
  func lineHeight(size: Double) -> Double { size * 1.149 }

  /// Advances in thousandths of an em, from U+0020 to U+007E.
  private static let regular: [Int] = [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,
    556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,
    1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
    667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,
    333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,
    556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
  ]

  private static let bold: [Int] = [
    278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278,
    556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611,
    975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778,
    667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556,
    333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611,
    611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
  ]
}

/// Where the picture writers take their text measurer from: one place, so the reference
/// fonts' generated metrics replace the approximation with one line.
enum PictureMetrics {
  /// The measurer every picture is laid out with.
  static let measure: any TextMeasure = ApproximateMeasure()
}
