extension StringProtocol {
  /// The value of a string made only of ASCII digits (no sign, no spaces); nil otherwise.
  var decimalValue: Int? {
    guard !isEmpty, allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
    return Int(self)
  }

  /// The string without leading and trailing whitespace and newlines.
  var trimmed: String {
    guard let first = firstIndex(where: { !$0.isWhitespace }),
      let last = lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(self[first...last])
  }

  /// The trimmed string, or nil when nothing is left.
  var nonEmpty: String? {
    let value = trimmed
    return value.isEmpty ? nil : value
  }

  /// The string as one line: control characters become spaces, runs of spaces collapse, and
  /// more than `limit` characters are cut with `…`. Used for text from the network that goes
  /// into an error message.
  func oneLine(limit: Int = 160) -> String {
    var result = ""
    var lastWasSpace = false
    for scalar in unicodeScalars {
      let isSpace = scalar.properties.isWhitespace || scalar.properties.generalCategory == .control
      if isSpace {
        if !lastWasSpace, !result.isEmpty { result.unicodeScalars.append(" ") }
        lastWasSpace = true
      } else {
        result.unicodeScalars.append(scalar)
        lastWasSpace = false
      }
    }
    if result.hasSuffix(" ") { result.removeLast() }
    guard result.count > limit else { return result }
    return String(result.prefix(limit)) + "…"
  }
}
