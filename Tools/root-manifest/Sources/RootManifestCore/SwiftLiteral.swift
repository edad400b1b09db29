/// Swift literals for the generated manifest.
enum SwiftLiteral {
  /// `"text"`, with backslashes and quotes escaped.
  static func string(_ text: String) -> String {
    "\""
      + text.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }

  /// `["a", "b"]`.
  static func strings(_ texts: [String]) -> String {
    "[" + texts.map(string).joined(separator: ", ") + "]"
  }

  /// `[a, b]` of already-written expressions.
  static func list(_ expressions: [String]) -> String {
    "[" + expressions.joined(separator: ", ") + "]"
  }
}
