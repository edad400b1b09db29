import Foundation

/// Why a fixture file is not the JSON it should be.
struct JSONParseError: Error, CustomStringConvertible {
  let offset: Int
  let reason: String

  var description: String { "invalid JSON at byte \(offset): \(reason)" }
}

extension JSONValue {
  /// Parses UTF-8 JSON text, keeping object keys in order.
  init(parsing data: Data) throws(JSONParseError) {
    var parser = JSONParser(bytes: [UInt8](data))
    self = try parser.parseDocument()
  }
}

/// A small recursive-descent JSON parser over bytes.
private struct JSONParser {
  let bytes: [UInt8]
  var index = 0

  mutating func parseDocument() throws(JSONParseError) -> JSONValue {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    let value = try parseValue()
    skipWhitespace()
    guard index == bytes.count else { throw failure("trailing characters") }
    return value
  }

  private mutating func parseValue() throws(JSONParseError) -> JSONValue {
    skipWhitespace()
    guard index < bytes.count else { throw failure("unexpected end") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
    case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
    case UInt8(ascii: "n"): return try parseLiteral("null", .null)
    default: return try parseNumber()
    }
  }

  private mutating func parseObject() throws(JSONParseError) -> JSONValue {
    index += 1
    var members: [(key: String, value: JSONValue)] = []
    skipWhitespace()
    if peek(UInt8(ascii: "}")) { return .object(members) }
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw failure("expected a key")
      }
      let key = try parseString()
      skipWhitespace()
      guard peek(UInt8(ascii: ":")) else { throw failure("expected ':'") }
      members.append((key, try parseValue()))
      skipWhitespace()
      if peek(UInt8(ascii: ",")) { continue }
      guard peek(UInt8(ascii: "}")) else { throw failure("expected ',' or '}'") }
      return .object(members)
    }
  }

  private mutating func parseArray() throws(JSONParseError) -> JSONValue {
    index += 1
    var items: [JSONValue] = []
    skipWhitespace()
    if peek(UInt8(ascii: "]")) { return .array(items) }
    while true {
      items.append(try parseValue())
      skipWhitespace()
      if peek(UInt8(ascii: ",")) { continue }
      guard peek(UInt8(ascii: "]")) else { throw failure("expected ',' or ']'") }
      return .array(items)
    }
  }

  private mutating func parseString() throws(JSONParseError) -> String {
    index += 1
    var scalars = String.UnicodeScalarView()
    var raw: [UInt8] = []
    func flush() {
      scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
      raw.removeAll()
    }
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if byte == UInt8(ascii: "\"") {
        flush()
        return String(scalars)
      }
      guard byte == UInt8(ascii: "\\") else {
        raw.append(byte)
        continue
      }
      flush()
      guard index < bytes.count else { break }
      let escape = bytes[index]
      index += 1
      switch escape {
      case UInt8(ascii: "b"): scalars.append("\u{08}")
      case UInt8(ascii: "f"): scalars.append("\u{0C}")
      case UInt8(ascii: "n"): scalars.append("\n")
      case UInt8(ascii: "r"): scalars.append("\r")
      case UInt8(ascii: "t"): scalars.append("\t")
      case UInt8(ascii: "u"): scalars.append(try parseUnicodeEscape())
      default: scalars.append(Unicode.Scalar(escape))
      }
    }
    throw failure("unterminated string")
  }

  private mutating func parseUnicodeEscape() throws(JSONParseError) -> Unicode.Scalar {
    let high = try parseHex4()
    if (0xD800..<0xDC00).contains(high), bytes[index...].starts(with: Array("\\u".utf8)) {
      index += 2
      let low = try parseHex4()
      let combined = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
      return Unicode.Scalar(combined) ?? "\u{FFFD}"
    }
    return Unicode.Scalar(high) ?? "\u{FFFD}"
  }

  private mutating func parseHex4() throws(JSONParseError) -> UInt32 {
    guard index + 4 <= bytes.count,
      let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
    else { throw failure("bad \\u escape") }
    index += 4
    return value
  }

  private mutating func parseNumber() throws(JSONParseError) -> JSONValue {
    let start = index
    let allowed = Set("+-0123456789.eE".utf8)
    while index < bytes.count, allowed.contains(bytes[index]) { index += 1 }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard !text.isEmpty, Double(text) != nil else { throw failure("unexpected character") }
    return .number(text)
  }

  private mutating func parseLiteral(_ word: String, _ value: JSONValue) throws(JSONParseError)
    -> JSONValue
  {
    guard bytes[index...].starts(with: Array(word.utf8)) else { throw failure("bad literal") }
    index += word.utf8.count
    return value
  }

  private mutating func peek(_ byte: UInt8) -> Bool {
    guard index < bytes.count, bytes[index] == byte else { return false }
    index += 1
    return true
  }

  private mutating func skipWhitespace() {
    while index < bytes.count, [9, 10, 13, 32].contains(bytes[index]) { index += 1 }
  }

  private func failure(_ reason: String) -> JSONParseError {
    JSONParseError(offset: index, reason: reason)
  }
}
