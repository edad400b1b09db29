/// The lexical pieces of ``XMLReader``: space, names, quoted values, references, the parts it
/// skips, and where it failed.
extension XMLReader {
  /// Skips XML white space; whether there was any.
  @discardableResult
  mutating func skipSpace() -> Bool {
    let start = at
    while at < bytes.count, Self.isSpace(bytes[at]) { at += 1 }
    return at > start
  }

  /// Whether the bytes at the cursor are `prefix` (ASCII).
  func starts(_ prefix: StaticString) -> Bool {
    let count = prefix.utf8CodeUnitCount
    guard at + count <= bytes.count else { return false }
    for offset in 0..<count where bytes[at + offset] != prefix.utf8Start[offset] { return false }
    return true
  }

  /// Moves the cursor past the next `terminator`; fails at the end of the document.
  mutating func skip(past terminator: StaticString, what: String) throws(XMLReadFailure) {
    while at < bytes.count {
      if starts(terminator) {
        at += terminator.utf8CodeUnitCount
        return
      }
      at += 1
    }
    throw failure("\(what) that never ends")
  }

  /// Skips `<!DOCTYPE …>`, with an internal subset in brackets: quoted text and comments in
  /// it may hold `>` and `]`. Nothing in it is read.
  mutating func skipDoctype() throws(XMLReadFailure) {
    at += 9
    var inSubset = false
    while at < bytes.count {
      let byte = bytes[at]
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        at += 1
        while at < bytes.count, bytes[at] != byte { at += 1 }
      } else if inSubset, starts("<!--") {
        try skip(past: "-->", what: "a comment")
        continue
      } else if byte == UInt8(ascii: "[") {
        inSubset = true
      } else if byte == UInt8(ascii: "]") {
        inSubset = false
      } else if byte == UInt8(ascii: ">"), !inSubset {
        at += 1
        return
      }
      at += 1
    }
    throw failure("a DOCTYPE that never ends")
  }

  /// An element or attribute name: a letter, `_`, `:` or any non-ASCII character first, then
  /// those, digits, `-` and `.`.
  mutating func readName() throws(XMLReadFailure) -> String {
    let start = at
    while at < bytes.count, Self.isNameByte(bytes[at], first: at == start) { at += 1 }
    guard at > start else { throw failure("a malformed tag") }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<at]), as: UTF8.self)
  }

  /// A quoted attribute value: references decoded, each tab, line end (CR LF as one) and
  /// space read as one space, as XML normalises attributes; a `<` or control character in it
  /// is refused.
  mutating func attributeValue() throws(XMLReadFailure) -> String {
    guard at < bytes.count, bytes[at] == UInt8(ascii: "\"") || bytes[at] == UInt8(ascii: "'")
    else { throw failure("an attribute value without quotes") }
    let quote = bytes[at]
    at += 1
    var value: [UInt8] = []
    while at < bytes.count, bytes[at] != quote {
      let byte = bytes[at]
      switch byte {
      case UInt8(ascii: "<"):
        throw failure("a '<' in an attribute value")
      case UInt8(ascii: "&"):
        at = try reference(at: at, limit: bytes.count, into: &value)
        continue
      case 0x0D:
        value.append(UInt8(ascii: " "))
        if at + 1 < bytes.count, bytes[at + 1] == 0x0A { at += 1 }
      case 0x09, 0x0A:
        value.append(UInt8(ascii: " "))
      case ..<0x20:
        throw failure("a control character")
      default:
        value.append(byte)
      }
      at += 1
    }
    guard at < bytes.count else { throw failure("an attribute value that never ends") }
    at += 1
    return String(decoding: value, as: UTF8.self)
  }

  /// Decodes the reference at `index` (`&amp;`, `&#38;`, `&#x26;`) into `output`; the index
  /// after its `;`. Any other entity, and a character XML does not allow, is refused.
  func reference(at index: Int, limit: Int, into output: inout [UInt8]) throws(XMLReadFailure)
    -> Int
  {
    var end = index + 1
    while end < limit, end - index <= 12, bytes[end] != UInt8(ascii: ";") { end += 1 }
    guard end < limit, bytes[end] == UInt8(ascii: ";") else {
      throw failure("a '&' that starts no reference", at: index)
    }
    let body = UnsafeBufferPointer(rebasing: bytes[(index + 1)..<end])
    switch String(decoding: body, as: UTF8.self) {
    case "lt": output.append(UInt8(ascii: "<"))
    case "gt": output.append(UInt8(ascii: ">"))
    case "amp": output.append(UInt8(ascii: "&"))
    case "apos": output.append(UInt8(ascii: "'"))
    case "quot": output.append(UInt8(ascii: "\""))
    case let name where name.hasPrefix("#"):
      guard let scalar = Self.characterReference(name.dropFirst()) else {
        throw failure("a reference to a character XML does not allow", at: index)
      }
      output.append(contentsOf: String(Character(scalar)).utf8)
    default:
      throw failure("a reference to an undeclared entity", at: index)
    }
    return end + 1
  }

  /// The character of a reference's digits (`38`, `x26`), when XML allows it: tab, LF, CR,
  /// U+0020–U+D7FF, U+E000–U+FFFD, U+10000–U+10FFFF. At most 8 digits, so nothing overflows.
  static func characterReference(_ digits: Substring) -> Unicode.Scalar? {
    let hex = digits.first == "x"
    let number = hex ? digits.dropFirst() : digits
    let digits = hex ? "0123456789abcdefABCDEF" : "0123456789"
    guard !number.isEmpty, number.count <= 8, number.allSatisfy(digits.contains),
      let value = UInt32(number, radix: hex ? 16 : 10)
    else { return nil }
    switch value {
    case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF:
      return Unicode.Scalar(value)
    default:
      return nil
    }
  }

  /// A failure at `index` (the cursor by default), with its line.
  func failure(_ reason: String, at index: Int? = nil) -> XMLReadFailure {
    let end = min(index ?? at, bytes.count)
    var line = 1
    for offset in 0..<end where bytes[offset] == 0x0A { line += 1 }
    return XMLReadFailure(line: line, reason: reason)
  }

  static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  static func isNameByte(_ byte: UInt8, first: Bool) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "_"), UInt8(ascii: ":"), 0x80...:
      true
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."):
      !first
    default:
      false
    }
  }
}
