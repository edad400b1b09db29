/// One complete D-Bus type: what a single type code, or a container with its contents, of a
/// signature describes.
///
/// `a{sv}` is ``dictionary(key:value:)`` (an array of dict entries); every other `a…` is
/// ``array(_:)``. Parse one from its signature text with ``init(_:)``:
///
/// ```swift
/// let pixmaps = try DBusType("a(iiay)")  // .array(.structure([.int32, .int32, .array(.byte)]))
/// ```
public enum DBusType: Sendable, Hashable, CustomStringConvertible {
  /// `y`, an unsigned 8-bit integer.
  case byte
  /// `b`, a boolean (0 or 1 on the wire, in 4 bytes).
  case boolean
  /// `n`, a signed 16-bit integer.
  case int16
  /// `q`, an unsigned 16-bit integer.
  case uint16
  /// `i`, a signed 32-bit integer.
  case int32
  /// `u`, an unsigned 32-bit integer.
  case uint32
  /// `x`, a signed 64-bit integer.
  case int64
  /// `t`, an unsigned 64-bit integer.
  case uint64
  /// `d`, an IEEE 754 double.
  case double
  /// `s`, a UTF-8 string without NUL.
  case string
  /// `o`, an object path.
  case objectPath
  /// `g`, a signature.
  case signature
  /// `h`, the index of a file descriptor sent with the message. This package does not pass
  /// file descriptors; it reads and writes the index alone.
  case unixFD
  /// `v`, a value of any single complete type, carried with its signature.
  case variant
  /// `aT`, an array of the element type (not a dict entry: see ``dictionary(key:value:)``).
  indirect case array(DBusType)
  /// `a{KV}`, an array of dict entries: `key` is a basic type, `value` any complete type.
  indirect case dictionary(key: DBusType, value: DBusType)
  /// `(T…)`, a struct of one or more fields.
  case structure([DBusType])

  /// Parses exactly one complete type (`"a{sv}"`, `"(iiay)"`); anything else, or more than
  /// one type, throws.
  public init(_ text: String) throws(DBusError) {
    let parsed = try Signature(text)
    guard parsed.types.count == 1, let only = parsed.types.first else {
      throw .invalid("\"\(DBusError.excerpt(text))\" is not one complete type")
    }
    self = only
  }

  /// The signature text of the type: `a{sv}`.
  public var description: String {
    var text = ""
    appendSignature(to: &text)
    return text
  }

  /// True for the types that can be a dict entry's key: every fixed type, and `s`, `o`, `g`.
  public var isBasic: Bool {
    switch self {
    case .variant, .array, .dictionary, .structure: false
    default: true
    }
  }

  /// Appends the signature text of the type to `text`.
  func appendSignature(to text: inout String) {
    switch self {
    case .array(let element):
      text += "a"
      element.appendSignature(to: &text)
    case .dictionary(let key, let value):
      text += "a{"
      key.appendSignature(to: &text)
      value.appendSignature(to: &text)
      text += "}"
    case .structure(let fields):
      text += "("
      for field in fields { field.appendSignature(to: &text) }
      text += ")"
    default:
      if let code = Self.codes.first(where: { $0.type == self })?.code {
        text.unicodeScalars.append(Unicode.Scalar(code))
      }
    }
  }

  /// The boundary, in bytes from the start of the message, at which a value of the type starts.
  var alignment: Int {
    switch self {
    case .byte, .signature, .variant: 1
    case .int16, .uint16: 2
    case .boolean, .int32, .uint32, .unixFD, .string, .objectPath, .array, .dictionary: 4
    case .int64, .uint64, .double, .structure: 8
    }
  }

  /// The single-character type codes and their types.
  static let codes: [(code: UInt8, type: DBusType)] = [
    (UInt8(ascii: "y"), .byte), (UInt8(ascii: "b"), .boolean), (UInt8(ascii: "n"), .int16),
    (UInt8(ascii: "q"), .uint16), (UInt8(ascii: "i"), .int32), (UInt8(ascii: "u"), .uint32),
    (UInt8(ascii: "x"), .int64), (UInt8(ascii: "t"), .uint64), (UInt8(ascii: "d"), .double),
    (UInt8(ascii: "s"), .string), (UInt8(ascii: "o"), .objectPath),
    (UInt8(ascii: "g"), .signature), (UInt8(ascii: "h"), .unixFD), (UInt8(ascii: "v"), .variant),
  ]
}
