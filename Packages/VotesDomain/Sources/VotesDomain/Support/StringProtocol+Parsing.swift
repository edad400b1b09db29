import Networking

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

  /// The string as one line (see Networking's `printableLine(limit:)`): control and format
  /// characters dropped, spaces collapsed, more than `limit` characters cut with `…`. Used for
  /// text from the network that goes into an error message.
  func oneLine(limit: Int = 160) -> String {
    String(self).printableLine(limit: limit + 1)
  }

}
