extension RouteParameter {
  /// Parses one raw (percent-encoded, escape-checked) path segment or query value.
  /// Returns `nil` for a literal, which matches but yields no value.
  func parse(_ raw: String) throws(DeepLinkError) -> RouteMatch.Value? {
    switch kind {
    case .literal:
      guard raw == name else { throw DeepLinkError(.unexpectedSegment(expected: name, got: raw)) }
      return nil
    case .integer(let range):
      return .int(try parseInteger(raw, in: range))
    case .oneOf(let allowed):
      let value = try PercentEncoding.decode(raw)
      guard allowed.contains(value) else {
        throw DeepLinkError(.notAllowedValue(parameter: name, value: value))
      }
      return .string(value)
    case .text(let length):
      let value = try PercentEncoding.decode(raw)
      if let bad = value.unicodeScalars.first(where: { !Self.isAllowedInText($0) }) {
        let isSeparator = bad.isASCII && ASCII.isSeparator(UInt8(bad.value))
        let named =
          isSeparator
          ? "the separator \"\(bad)\" in a value"
          : "the control or bidirectional character \(ASCII.code(for: bad)) in a value"
        throw DeepLinkError(.invalidCharacter(named))
      }
      guard length.contains(value.count) else {
        throw DeepLinkError(.wrongLength(parameter: name, length: value.count))
      }
      return .string(value)
    }
  }

  /// The raw form of `value` in a built link: a literal's text, decimal digits, or
  /// percent-encoded UTF-8. A missing value builds an empty component, which parsing rejects.
  func encode(_ value: RouteMatch.Value?) -> String {
    switch (kind, value) {
    case (.literal, _): name
    case (_, .int(let number)?): String(number)
    case (_, .string(let text)?): PercentEncoding.encode(text)
    case (_, nil): ""
    }
  }

  /// Plain decimal: ASCII digits, no sign, no leading zero (so every number has one spelling),
  /// then the declared bounds. A number too large for `Int` is out of range.
  private func parseInteger(_ raw: String, in range: ClosedRange<Int>) throws(DeepLinkError)
    -> Int
  {
    let digits = raw.utf8
    guard let first = digits.first, digits.allSatisfy(ASCII.isDigit),
      first != UInt8(ascii: "0") || digits.count == 1
    else {
      throw DeepLinkError(.notAnInteger(parameter: name, value: raw))
    }
    var number = 0
    for digit in digits {
      let (shifted, overflowShift) = number.multipliedReportingOverflow(by: 10)
      let (sum, overflowAdd) = shifted.addingReportingOverflow(Int(digit - UInt8(ascii: "0")))
      guard !overflowShift, !overflowAdd else {
        throw DeepLinkError(.outOfRange(parameter: name, value: raw))
      }
      number = sum
    }
    guard range.contains(number) else {
      throw DeepLinkError(.outOfRange(parameter: name, value: raw))
    }
    return number
  }

  /// Text values hold printable Unicode only, and never a separator that a built link would
  /// have to encode as an escape that parsing rejects.
  static func isAllowedInText(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII, ASCII.isSeparator(UInt8(scalar.value)) { return false }
    if (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value) {
      return false
    }
    switch scalar.properties.generalCategory {
    case .control, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned:
      return false
    default:
      return true
    }
  }
}
