import Foundation

extension JSONValue {
  /// The text `JSON.stringify(value, null, indent)` would produce: compact when `indent` is
  /// 0, otherwise one member per line indented by `indent` spaces, with `": "` after keys.
  /// Non-ASCII characters are written as they are; no trailing newline.
  func written(indent: Int = 0) -> String {
    var output = ""
    write(to: &output, indent: indent, depth: 0)
    return output
  }

  /// `written(indent:)` as UTF-8 bytes.
  func data(indent: Int = 0) -> Data {
    Data(written(indent: indent).utf8)
  }

  private func write(to output: inout String, indent: Int, depth: Int) {
    switch self {
    case .object(let members):
      writeContainer(
        members.map { member in
          { (output: inout String, depth: Int) in
            output += Self.quoted(member.key) + (indent > 0 ? ": " : ":")
            member.value.write(to: &output, indent: indent, depth: depth)
          }
        }, open: "{", close: "}", to: &output, indent: indent, depth: depth)
    case .array(let items):
      writeContainer(
        items.map { item in
          { (output: inout String, depth: Int) in
            item.write(to: &output, indent: indent, depth: depth)
          }
        }, open: "[", close: "]", to: &output, indent: indent, depth: depth)
    case .string(let text): output += Self.quoted(text)
    case .number(let text): output += text
    case .bool(let flag): output += flag ? "true" : "false"
    case .null: output += "null"
    }
  }

  private func writeContainer(
    _ parts: [(inout String, Int) -> Void], open: String, close: String, to output: inout String,
    indent: Int, depth: Int
  ) {
    output += open
    guard !parts.isEmpty else {
      output += close
      return
    }
    let inner = String(repeating: " ", count: indent * (depth + 1))
    for (position, part) in parts.enumerated() {
      if position > 0 { output += "," }
      if indent > 0 { output += "\n" + inner }
      part(&output, depth + 1)
    }
    if indent > 0 { output += "\n" + String(repeating: " ", count: indent * depth) }
    output += close
  }

  /// A JSON string literal escaped the way JavaScript's `JSON.stringify` does.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\u{08}": result += "\\b"
      case "\u{0C}": result += "\\f"
      case _ where scalar.value < 0x20:
        result += "\\u" + String(format: "%04x", scalar.value)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
