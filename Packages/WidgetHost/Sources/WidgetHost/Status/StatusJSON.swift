import AppCommandLine
import Foundation

/// A JSON value written by hand on one line: keys in the order given, no white space, strings
/// escaped by ``JSONOutput/string(_:)`` (so control, C1 and bidirectional characters become
/// `\u` escapes and `/` stays as it is).
///
/// Written by hand rather than with `JSONSerialization`, whose output differs between
/// platforms (booleans as numbers, escaped slashes), so that a bar reads the same bytes
/// everywhere and an already-encoded entry keeps its key order and numbers (``entry(_:)``).
enum StatusJSON {
  case string(String)
  case int(Int)
  case bool(Bool)
  case null
  case array([StatusJSON])
  case object([(key: String, value: StatusJSON)])
  /// JSON text already valid and on one line, inserted as it is.
  case raw(String)

  /// The value as compact JSON text, safe to print.
  var text: String {
    JSONOutput.escapingUnsafeCharacters(unescapedText)
  }

  private var unescapedText: String {
    switch self {
    case .string(let string): JSONOutput.string(string)
    case .int(let number): String(number)
    case .bool(let flag): flag ? "true" : "false"
    case .null: "null"
    case .array(let items): "[" + items.map(\.unescapedText).joined(separator: ",") + "]"
    case .object(let members):
      "{"
        + members.map { JSONOutput.string($0.key) + ":" + $0.value.unescapedText }
        .joined(separator: ",") + "}"
    case .raw(let json): json
    }
  }

  /// `2026-11-23T17:00:00Z` (ISO 8601, UTC, whole seconds), or `null` when there is no date.
  static func date(_ date: Date?) -> StatusJSON {
    guard let date else { return .null }
    return .string(date.formatted(Date.ISO8601FormatStyle()))
  }

  /// A string, or `null` when there is none.
  static func string(_ string: String?) -> StatusJSON {
    string.map { .string($0) } ?? .null
  }
}
