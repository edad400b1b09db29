/// A valid D-Bus signature: a list of complete types, such as a message body's `"sa{sv}"`.
///
/// Every signature this package makes or reads is checked: at most 255 bytes, known type
/// codes only, a dict entry only directly in an array and with a basic key, no empty struct,
/// at most 32 nested arrays and 32 nested structs.
///
/// ```swift
/// let signature = try Signature("sa{sv}as")
/// signature.types.count  // 3
/// ```
public struct Signature: Sendable, Hashable, CustomStringConvertible {
  /// The complete types, in order.
  public let types: [DBusType]

  /// The signature text: `sa{sv}as`.
  public let description: String

  /// The longest signature D-Bus allows, in bytes.
  public static let maximumLength = 255

  /// The deepest nesting of arrays, and separately of structs, that a signature may have.
  public static let maximumNesting = 32

  /// The empty signature, of a message without a body.
  public static let empty = Signature(checked: [], text: "")

  /// Parses and checks `text`; throws a ``DBusError`` that says what is wrong.
  public init(_ text: String) throws(DBusError) {
    do {
      types = try SignatureParser.parse(Array(text.utf8))
    } catch {
      throw .invalid("signature \"\(DBusError.excerpt(text))\": \(error.reason)")
    }
    description = text
  }

  /// The signature of `types`; throws when it would not be valid (too long, too deep, a dict
  /// entry with a container key, an empty struct).
  public init(_ types: [DBusType]) throws(DBusError) {
    var text = ""
    for type in types { type.appendSignature(to: &text) }
    try self.init(text)
  }

  /// A signature already known to be valid.
  init(checked types: [DBusType], text: String) {
    self.types = types
    self.description = text
  }

  /// Reads a signature's bytes from a message: a problem is a malformed message.
  static func decoding(_ bytes: ArraySlice<UInt8>) throws(DBusError) -> Signature {
    let types: [DBusType]
    do {
      types = try SignatureParser.parse(bytes)
    } catch {
      throw .malformed("signature: \(error.reason)")
    }
    // The parser accepts ASCII type codes only, so the bytes are valid UTF-8.
    return Signature(checked: types, text: String(decoding: bytes, as: UTF8.self))
  }
}
