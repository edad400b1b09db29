/// Measures, truncates and wraps strings in terminal cells.
///
/// Width is counted per grapheme cluster (`Character`): East Asian wide and full-width
/// characters and emoji presentation sequences take two cells, combining marks, format and
/// control characters alone take none, everything else takes one. Ambiguous-width characters are
/// taken as narrow, as western terminals draw them. Strings are expected to be sanitised and in
/// NFC already (see ``Sanitizer``); measuring does not change them.
public enum DisplayWidth {
  /// The ellipsis that marks truncated text; it takes one cell.
  public static let ellipsis: Character = "\u{2026}"

  /// The number of cells one grapheme cluster takes: 0, 1 or 2.
  public static func cells(of character: Character) -> Int {
    if let ascii = character.asciiValue {
      return ascii >= 0x20 && ascii < 0x7F ? 1 : 0
    }
    guard let first = character.unicodeScalars.first else { return 0 }
    if isEmoji(character) { return 2 }
    if isZeroWidth(first) { return 0 }
    return isWide(first) ? 2 : 1
  }

  /// Whether a grapheme cluster is drawn as an emoji: it holds the emoji variation selector
  /// (U+FE0F), or its first scalar has emoji presentation and no text variation selector
  /// (U+FE0E) follows. Skin tones, ZWJ sequences, flags and keycaps are one such cluster.
  static func isEmoji(_ character: Character) -> Bool {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return false }
    var textPresentation = false
    for scalar in scalars {
      if scalar.value == 0xFE0F { return true }
      if scalar.value == 0xFE0E { textPresentation = true }
    }
    return first.properties.isEmojiPresentation && !textPresentation
  }

  /// The number of cells a string takes on one line.
  public static func cells(of string: String) -> Int {
    var total = 0
    var allASCII = true
    for byte in string.utf8 where byte < 0x20 || byte >= 0x7F {
      allASCII = false
      break
    }
    if allASCII { return string.utf8.count }
    for character in string { total += cells(of: character) }
    return total
  }

  /// The string cut to at most `width` cells, ending in `…` when anything was cut.
  public static func truncate(_ string: String, toWidth width: Int) -> String {
    String(TextWrapper.truncate(TextWrapper.glyphs(string), toWidth: width).map(\.character))
  }

  /// The string wrapped at word boundaries into lines of at most `width` cells; words longer
  /// than a line are split between grapheme clusters, and `\n` always starts a new line.
  public static func wrap(_ string: String, toWidth width: Int) -> [String] {
    TextWrapper.wrap(TextWrapper.glyphs(string), toWidth: width, mode: .words).map {
      String($0.map(\.character))
    }
  }

  /// The string padded with spaces to exactly `width` cells (truncated with `…` if longer),
  /// for aligned columns of terminal output.
  public static func pad(
    _ string: String, toWidth width: Int, alignment: TextAlignment = .leading
  ) -> String {
    let fitted = truncate(string, toWidth: width)
    let free = max(0, width - cells(of: fitted))
    let before = alignment.offset(free: free)
    return String(repeating: " ", count: before) + fitted
      + String(repeating: " ", count: free - before)
  }

  /// Whether a scalar's East Asian Width is W or F, by binary search in the generated table.
  static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 0x1100 { return false }
    let ranges = EastAsianWidthTable.wideRanges
    var low = 0
    var high = ranges.count - 1
    while low <= high {
      let middle = (low + high) / 2
      if value < ranges[middle].lower {
        high = middle - 1
      } else if value > ranges[middle].upper {
        low = middle + 1
      } else {
        return true
      }
    }
    return false
  }

  /// Whether a scalar takes no cell of its own: marks, format and control characters, and the
  /// Hangul vowel and final consonant jamo that join a preceding syllable.
  static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control:
      return true
    default:
      return (0x1160...0x11FF).contains(scalar.value) || (0xD7B0...0xD7FF).contains(scalar.value)
    }
  }
}
