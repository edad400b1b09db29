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

  /// The string as an error message quotes text from the network: as it came, more than
  /// `limit` characters cut with `…` (Networking's `excerpt(maximumCharacters:)`). It is not
  /// made safe for a terminal here; the app's `Console` sanitises each line it prints, once.
  func quote(limit: Int = 160) -> String {
    String(self).excerpt(maximumCharacters: limit + 1)
  }

}
