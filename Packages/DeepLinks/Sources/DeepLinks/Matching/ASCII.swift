/// Byte classes of RFC 3986, and the few conversions the parser and builder need.
enum ASCII {
  static let percent = UInt8(ascii: "%")
  static let slash = UInt8(ascii: "/")
  static let colon = UInt8(ascii: ":")
  static let question = UInt8(ascii: "?")
  static let hash = UInt8(ascii: "#")
  static let at = UInt8(ascii: "@")
  static let ampersand = UInt8(ascii: "&")
  static let equals = UInt8(ascii: "=")

  static func isDigit(_ byte: UInt8) -> Bool {
    byte >= 0x30 && byte <= 0x39
  }

  static func isLetter(_ byte: UInt8) -> Bool {
    (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
  }

  /// `ALPHA / DIGIT / "-" / "." / "_" / "~"`: the bytes a built link never encodes.
  static func isUnreserved(_ byte: UInt8) -> Bool {
    classes[Int(byte)] & unreserved != 0
  }

  /// Bytes that may appear raw in an incoming link: unreserved, sub-delims, `%`, and the
  /// structural `: / ? # @`. Everything else (space, controls, non-ASCII, `" < > \ ^ ` { | }`,
  /// `[ ]`) must be percent-encoded.
  static func isAllowedRaw(_ byte: UInt8) -> Bool {
    classes[Int(byte)] & allowedRaw != 0
  }

  /// Decoded bytes that may not come from a percent escape, because they would carry
  /// structure into a value: `/ ? # \ & =`.
  static func isSeparator(_ byte: UInt8) -> Bool {
    classes[Int(byte)] & separator != 0
  }

  static func isControl(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == 0x7F
  }

  private static let unreserved: UInt8 = 1
  private static let allowedRaw: UInt8 = 2
  private static let separator: UInt8 = 4

  /// The classes of every byte, looked up rather than computed: the parser asks per byte.
  private static let classes: [UInt8] = (0...255).map { (value: Int) -> UInt8 in
    let byte = UInt8(value)
    let isUnreserved = isLetter(byte) || isDigit(byte) || "-._~".utf8.contains(byte)
    let isRaw = isUnreserved || "!$&'()*+,;=%:/?#@".utf8.contains(byte)
    return (isUnreserved ? unreserved : 0) | (isRaw ? allowedRaw : 0)
      | ("/?#\\&=".utf8.contains(byte) ? separator : 0)
  }

  static func lowercased(_ byte: UInt8) -> UInt8 {
    (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
  }

  static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case 0x30...0x39: byte - 0x30
    case 0x41...0x46: byte - 0x41 + 10
    case 0x61...0x66: byte - 0x61 + 10
    default: nil
    }
  }

  static func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? 0x30 + value : 0x41 + value - 10
  }

  /// How to name a character that may not appear raw, for an error: "a space",
  /// "control character U+000A", "non-ASCII character U+00E9 (percent-encode it)", "\"<\"".
  static func describe(_ scalar: Unicode.Scalar) -> String {
    let code = code(for: scalar)
    switch scalar.value {
    case 0x20: return "a space"
    case 0..<0x20, 0x7F: return "control character \(code)"
    case 0x80...: return "non-ASCII character \(code) (percent-encode it)"
    default: return "the character \"\(scalar)\" (percent-encode it)"
    }
  }

  /// `U+00E9` for `é`.
  static func code(for scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
