/// The escaping of address values: bytes other than `[-0-9A-Za-z_/.\*]` are written `%XX`.
enum AddressEscaping {
  /// True for the bytes a value may hold unescaped.
  static func isOptionallyEscaped(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "-"), UInt8(ascii: "_"),
      UInt8(ascii: "/"), UInt8(ascii: "."), UInt8(ascii: "\\"), UInt8(ascii: "*"):
      true
    default: false
    }
  }

  /// `value` with every byte that needs it escaped.
  static func escape(_ value: String) -> String {
    var text = ""
    for byte in value.utf8 {
      if isOptionallyEscaped(byte) {
        text.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        text += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16)
      }
    }
    return text
  }

  /// The value of `escaped`, or `nil` when it holds a bad escape, a byte that must be escaped,
  /// or bytes that are not UTF-8 (or a NUL) once unescaped.
  static func unescape(_ escaped: Substring) -> String? {
    var bytes: [UInt8] = []
    var iterator = escaped.utf8.makeIterator()
    while let byte = iterator.next() {
      if byte == UInt8(ascii: "%") {
        guard let high = iterator.next().flatMap(hexValue),
          let low = iterator.next().flatMap(hexValue)
        else { return nil }
        bytes.append(high << 4 | low)
      } else {
        guard isOptionallyEscaped(byte) else { return nil }
        bytes.append(byte)
      }
    }
    guard !bytes.contains(0) else { return nil }
    return String(validating: bytes, as: UTF8.self)
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
