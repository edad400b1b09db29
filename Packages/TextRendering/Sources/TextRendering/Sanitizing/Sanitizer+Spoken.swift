extension Sanitizer {
  /// The longest spoken phrase ``spoken(_:maximumCharacters:)`` keeps by default, in
  /// characters: a sentence or two, as an `accessibilityLabel` is.
  public static let spokenLength = 160

  /// Text from the network made fit for a spoken summary (a picture's `<desc>`, a tooltip, a
  /// notification's body): sanitised, on one line with runs of white space as one space, and
  /// at most `maximumCharacters` characters, ending in `…` when it was cut. Only a bounded
  /// prefix is read (``layoutPrefix(_:maximumCharacters:)``), so a huge text costs no more
  /// than a long one.
  public static func spoken(_ text: String, maximumCharacters: Int = spokenLength) -> String {
    let prefix = layoutPrefix(text, maximumCharacters: maximumCharacters)
    return prefix.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }
}
