import Escaping
import Foundation

/// The one way every app writes JSON for `--json`: pretty-printed, keys sorted, dates in
/// ISO 8601, and every character a terminal could act on escaped.
///
/// `JSONEncoder` escapes only the C0 controls. A title from the network may also hold DEL,
/// the C1 controls (U+0080–U+009F: U+009B is a one-byte CSI to a terminal that honours C1) or
/// bidirectional overrides (U+202E) that reorder what a person reads. Those are written as
/// `\u009b` escapes: the output stays byte-for-byte safe to print, and the data still
/// round-trips through any JSON parser.
///
/// ```swift
/// console.print(try JSONOutput.encode(todos))
/// ```
public enum JSONOutput {
  /// `value` as pretty-printed JSON with sorted keys and ISO 8601 dates, safe to print.
  ///
  /// - Throws: `EncodingError` when the value cannot be encoded.
  public static func encode(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return escapingUnsafeCharacters(String(decoding: try encoder.encode(value), as: UTF8.self))
  }

  /// One string as a JSON string literal, quotes included, safe to print.
  public static func string(_ text: String) -> String {
    var literal = "\""
    ScalarEscaping.append(
      text,
      replacing: { scalar in
        switch scalar {
        case "\"": "\\\""
        case "\\": "\\\\"
        case "\n": "\\n"
        case "\r": "\\r"
        case "\t": "\\t"
        default: needsEscape(scalar) ? escape(scalar) : nil
        }
      }, to: &literal)
    return literal + "\""
  }

  /// `json` (the output of a JSON encoder) with every DEL, C1 and bidirectional formatting
  /// character, and any C0 control other than the line breaks and tabs that lay the document
  /// out, written as a `\uXXXX` escape.
  ///
  /// An encoder already escapes C0 controls inside strings, and the others can only stand
  /// inside string literals of valid JSON, where the escape means the same character: the
  /// document's meaning does not change.
  public static func escapingUnsafeCharacters(_ json: String) -> String {
    func unsafe(_ scalar: Unicode.Scalar) -> Bool {
      needsEscape(scalar) && !["\n", "\r", "\t"].contains(scalar)
    }
    guard json.unicodeScalars.contains(where: unsafe) else { return json }
    return ScalarEscaping.escaped(json) { unsafe($0) ? escape($0) : nil }
  }

  /// Whether a character must not reach a terminal as it is: C0 and C1 controls, DEL, the
  /// line and paragraph separators, and the bidirectional marks, embeddings, overrides and
  /// isolates.
  static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// `\u009b`: the escape for a character of the Basic Multilingual Plane.
  private static func escape(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16)
    return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
