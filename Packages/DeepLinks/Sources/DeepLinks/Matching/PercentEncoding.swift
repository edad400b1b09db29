/// Percent-encoding as this package applies it: strict on the way in, canonical on the way out.
enum PercentEncoding {
  /// Checks every `%` escape in `bytes` before anything is decoded: each is `%` and two hex
  /// digits, and none decodes to a separator (`/ ? # \ & =`) or a control character.
  static func validateEscapes(in bytes: ArraySlice<UInt8>) throws(DeepLinkError) {
    var index = bytes.startIndex
    while index < bytes.endIndex {
      defer { index += 1 }
      guard bytes[index] == ASCII.percent else { continue }
      guard index + 2 < bytes.endIndex,
        let high = ASCII.hexValue(bytes[index + 1]),
        let low = ASCII.hexValue(bytes[index + 2])
      else {
        throw DeepLinkError(.malformed("\"%\" not followed by two hex digits"))
      }
      let escape = String(decoding: bytes[index...(index + 2)], as: UTF8.self)
      let byte = high << 4 | low
      if ASCII.isSeparator(byte) {
        throw DeepLinkError(.encodedSeparator(escape))
      }
      if ASCII.isControl(byte) {
        throw DeepLinkError(.invalidCharacter("an encoded control character \(escape)"))
      }
      index += 2
    }
  }

  /// Decodes a validated component into text.
  /// - Throws: ``DeepLinkError/Reason/malformed(_:)`` when the decoded bytes are not UTF-8.
  static func decode(_ component: String) throws(DeepLinkError) -> String {
    guard component.utf8.contains(ASCII.percent) else { return component }
    var decoded: [UInt8] = []
    decoded.reserveCapacity(component.utf8.count)
    var iterator = component.utf8.makeIterator()
    while let byte = iterator.next() {
      guard byte == ASCII.percent else {
        decoded.append(byte)
        continue
      }
      guard let high = iterator.next().flatMap(ASCII.hexValue),
        let low = iterator.next().flatMap(ASCII.hexValue)
      else {
        throw DeepLinkError(.malformed("\"%\" not followed by two hex digits"))
      }
      decoded.append(high << 4 | low)
    }
    let text = String(decoding: decoded, as: UTF8.self)
    // Decoding replaces invalid UTF-8 with U+FFFD, which changes the byte count or content.
    guard text.utf8.elementsEqual(decoded) else {
      throw DeepLinkError(.malformed("percent-encoded bytes that are not UTF-8"))
    }
    return text
  }

  /// Encodes every byte of `text` except the unreserved ones, with uppercase hex digits.
  static func encode(_ text: String) -> String {
    var encoded: [UInt8] = []
    encoded.reserveCapacity(text.utf8.count)
    for byte in text.utf8 {
      if ASCII.isUnreserved(byte) {
        encoded.append(byte)
      } else {
        encoded += [ASCII.percent, ASCII.hexDigit(byte >> 4), ASCII.hexDigit(byte & 0x0F)]
      }
    }
    return String(decoding: encoded, as: UTF8.self)
  }
}
