/// The terminal glyphs that stand in for SF Symbols.
///
/// Most are one cell wide; a few people and hand symbols are emoji and take two cells.
public enum SymbolGlyphs {
  /// The glyph for the SF Symbol `name`, or `nil` when there is none.
  public static func glyph(for name: String) -> String? {
    table[name]
  }

  /// Every symbol name that has a glyph.
  public static var names: [String] { table.keys.sorted() }

  private static let table: [String: String] = [
    "checkmark": "\u{2713}",
    "checkmark.circle": "\u{2713}",
    "checkmark.circle.fill": "\u{2714}",
    "checkmark.square": "\u{2611}",
    "checkmark.square.fill": "\u{2611}",
    "xmark": "\u{2717}",
    "xmark.circle": "\u{2297}",
    "xmark.circle.fill": "\u{2716}",
    "xmark.square": "\u{2612}",
    "circle": "\u{25CB}",
    "circle.fill": "\u{25CF}",
    "largecircle.fill.circle": "\u{25C9}",
    "square": "\u{25A1}",
    "square.fill": "\u{25A0}",
    "person": "\u{1F464}",
    "person.fill": "\u{1F464}",
    "person.2": "\u{1F465}",
    "person.2.fill": "\u{1F465}",
    "person.3": "\u{1F465}",
    "person.crop.circle": "\u{263A}",
    "list.dash": "\u{2261}",
    "list.bullet": "\u{2022}",
    "list.number": "#",
    "calendar": "\u{25A6}",
    "clock": "\u{25F7}",
    "star": "\u{2606}",
    "star.fill": "\u{2605}",
    "heart": "\u{2661}",
    "heart.fill": "\u{2665}",
    "arrow.up": "\u{2191}",
    "arrow.down": "\u{2193}",
    "arrow.left": "\u{2190}",
    "arrow.right": "\u{2192}",
    "arrow.clockwise": "\u{21BB}",
    "chevron.right": "\u{203A}",
    "chevron.left": "\u{2039}",
    "chevron.up": "\u{02C4}",
    "chevron.down": "\u{02C5}",
    "info.circle": "\u{24D8}",
    "exclamationmark.triangle": "\u{26A0}",
    "exclamationmark.circle": "!",
    "questionmark.circle": "?",
    "plus": "+",
    "minus": "\u{2212}",
    "hand.thumbsup": "\u{1F44D}",
    "hand.thumbsup.fill": "\u{1F44D}",
    "hand.thumbsdown": "\u{1F44E}",
    "hand.thumbsdown.fill": "\u{1F44E}",
    "face.smiling": "\u{263A}",
    "quote.bubble": "\u{201C}",
    "text.quote": "\u{201C}",
    "building.columns": "\u{2302}",
    "house": "\u{2302}",
    "doc.text": "\u{2630}",
    "link": "\u{2197}",
    "bolt": "\u{03DF}",
    "sun.max": "\u{2600}",
    "moon": "\u{263E}",
    "flag": "\u{2691}",
    "bell": "\u{237E}",
    "minus.circle": "\u{2296}",
    "plus.circle": "\u{2295}",
    "equal.circle": "\u{229C}",
  ]
}
