/// A joke split as the picture sets it: the setup in bold, the punchline under it.
///
/// A two-part joke (JokeAPI's) is its setup and delivery on two lines: the first line is the
/// setup. A one-line joke that asks a question first ("Why…? Because…") is split after the
/// question; any other joke is all punchline, with no setup.
struct JokeParts: Hashable {
  /// The part in bold; empty when the joke has none.
  var setup: String
  /// The rest.
  var punchline: String

  /// The parts of `text`, a joke already laid out (sanitised and bounded).
  init(_ text: String) {
    if let newline = text.firstIndex(where: \.isNewline) {
      setup = String(text[..<newline])
      punchline = String(text[newline...].drop(while: \.isWhitespace))
    } else if let mark = text.firstIndex(of: "?"),
      case let rest = text[text.index(after: mark)...].drop(while: \.isWhitespace), !rest.isEmpty
    {
      setup = String(text[...mark])
      punchline = String(rest)
    } else {
      setup = ""
      punchline = text
    }
    if punchline.isEmpty {
      (setup, punchline) = ("", setup)
    }
  }
}
