import AppCommandLine
import Foundation
import TextRendering

extension StatusJSON {
  /// `jsonl`'s `entry`: the stored entry's JSON object (for instance pretty-printed over
  /// several lines) on one line, its structure, numbers and key order as they are, and every
  /// string in it, keys too, sanitised as the line's other strings are (``Sanitizer``: no
  /// control character, escape sequence or bidirectional control; line breaks kept, as `\n`).
  /// `null` when `json` is not one valid JSON object.
  ///
  /// Escaping a control is not enough: a bar or a script that shows the decoded string would
  /// still obey it.
  static func entry(_ json: String?) -> StatusJSON {
    guard let json else { return .null }
    var output = ""
    var literal = String.UnicodeScalarView()
    var inString = false
    var escaped = false
    for scalar in json.unicodeScalars {
      guard inString else {
        if scalar == "\"" {
          inString = true
          literal = "\"".unicodeScalars
        } else if ![" ", "\t", "\n", "\r"].contains(scalar) {
          output.unicodeScalars.append(scalar)
        }
        continue
      }
      if let escape = Self.lineEscapes[scalar] {
        // A raw line break or tab in a literal (invalid JSON, but it must never break the
        // output line): read as the character it stands for.
        literal.append(contentsOf: escape.unicodeScalars)
        escaped = false
        continue
      }
      literal.append(scalar)
      if escaped {
        escaped = false
      } else if scalar == "\\" {
        escaped = true
      } else if scalar == "\"" {
        inString = false
        guard let text = Self.decodedString(String(literal)) else { return .null }
        output += JSONOutput.string(Sanitizer.sanitize(text, allowsNewlines: true))
      }
    }
    guard !inString,
      let object = try? JSONSerialization.jsonObject(with: Data(output.utf8)),
      object is [String: Any]
    else { return .null }
    return .raw(output)
  }

  /// The escapes for a raw line break or tab inside a string literal.
  private static let lineEscapes: [Unicode.Scalar: String] = [
    "\n": "\\n", "\r": "\\r", "\t": "\\t",
  ]

  /// The string a JSON string literal (quotes included) stands for, or `nil` when it is not a
  /// valid literal.
  private static func decodedString(_ literal: String) -> String? {
    try? JSONDecoder().decode(String.self, from: Data(literal.utf8))
  }
}
