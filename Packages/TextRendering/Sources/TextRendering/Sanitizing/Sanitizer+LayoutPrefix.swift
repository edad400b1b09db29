extension Sanitizer {
  /// How many Unicode scalars are read for each character kept by
  /// ``layoutPrefix(_:maximumCharacters:)``: enough for escape sequences and combining marks,
  /// few enough that reading is bounded too.
  public static let scalarsReadPerCharacter = 16

  /// The start of a text from the network, ready for a widget's layout: sanitised (line breaks
  /// kept), without stray marks, and at most `maximumCharacters` characters, ending in `…`
  /// when it was cut.
  ///
  /// Only the first `maximumCharacters × scalarsReadPerCharacter` scalars are read, so a server
  /// that sends megabytes of text gets the same truncated widget as for a long one, drawn in
  /// the time any text takes. A stray mark (a variation selector, an emoji modifier, a joiner
  /// or a combining mark at the start or after a line break) would get a cell of its own, yet a
  /// terminal joins it to the character before, so the row would come out short of the box.
  public static func layoutPrefix(_ text: String, maximumCharacters: Int) -> String {
    let limit = max(0, maximumCharacters)
    let scalars = text.unicodeScalars
    let end =
      scalars.index(
        scalars.startIndex,
        offsetBy: limit.multipliedReportingOverflow(
          by: scalarsReadPerCharacter
        ).partialValue, limitedBy: scalars.endIndex) ?? scalars.endIndex
    var laidOut = ""
    var count = 0
    let start = sanitize(String(scalars[..<end]), allowsNewlines: true)
    for character in start where !isStrayMark(character) {
      guard count < limit else { return laidOut + "…" }
      laidOut.append(character)
      count += 1
    }
    return end < scalars.endIndex ? laidOut + "…" : laidOut
  }

  /// Whether `character` starts with a mark that extends the character before it: one drawn
  /// after a line break or at the start of a text, with no character of its own.
  public static func isStrayMark(_ character: Character) -> Bool {
    guard let first = character.unicodeScalars.first else { return false }
    let properties = first.properties
    return properties.isGraphemeExtend || properties.isEmojiModifier || first == "\u{200D}"
      || properties.generalCategory == .spacingMark
  }
}
