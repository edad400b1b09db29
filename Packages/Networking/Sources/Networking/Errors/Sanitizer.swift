import Foundation

/// Turns text from the network into one printable line for error messages.
enum Sanitizer {
  /// The number of body bytes kept in ``NetworkError/httpStatus(code:url:bodyExcerpt:)``.
  static let excerptBytes = 200

  /// The first ``excerptBytes`` bytes of `body` as one printable line.
  static func excerpt(of body: Data) -> String {
    var text = String(decoding: body.prefix(excerptBytes), as: UTF8.self)
    // A multi-byte character cut at the limit decodes as U+FFFD; drop that tail.
    while text.unicodeScalars.last == "\u{FFFD}" { text.unicodeScalars.removeLast() }
    let line = self.line(text)
    return body.count > excerptBytes && !line.isEmpty ? line + "…" : line
  }

  /// `text` with line breaks and tabs turned into spaces, other control and format characters
  /// (escape sequences' ESC, bidi overrides) removed, runs of spaces collapsed, and ends trimmed.
  static func line(_ text: String) -> String {
    var scalars = String.UnicodeScalarView()
    var lastWasSpace = true
    for scalar in text.unicodeScalars {
      let isSpace = scalar.properties.isWhitespace
      if isSpace {
        if !lastWasSpace { scalars.append(" ") }
        lastWasSpace = true
        continue
      }
      switch scalar.properties.generalCategory {
      case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned:
        continue
      default:
        scalars.append(scalar)
        lastWasSpace = false
      }
    }
    if scalars.last == " " { scalars.removeLast() }
    return String(scalars)
  }
}
