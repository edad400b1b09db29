/// A D-Bus value of any type, as a message body or a variant carries it.
///
/// Containers name their element types, so an empty array still has a signature. An `ay`
/// read from a message is always ``bytes(_:)``; ``array(_:_:)`` of ``DBusType/byte`` is written
/// the same way but compares unequal to it.
///
/// ```swift
/// let properties: DBusValue = .dictionary(
///   key: .string, value: .variant,
///   [DBusDictionaryEntry(.string("Status"), .variant(.string("Active")))])
/// properties.type.description  // "a{sv}"
/// ```
public enum DBusValue: Sendable, Hashable {
  /// `y`.
  case byte(UInt8)
  /// `b`.
  case boolean(Bool)
  /// `n`.
  case int16(Int16)
  /// `q`.
  case uint16(UInt16)
  /// `i`.
  case int32(Int32)
  /// `u`.
  case uint32(UInt32)
  /// `x`.
  case int64(Int64)
  /// `t`.
  case uint64(UInt64)
  /// `d`.
  case double(Double)
  /// `s`: a string without NUL characters (one with a NUL cannot be sent).
  case string(String)
  /// `o`.
  case objectPath(ObjectPath)
  /// `g`.
  case signature(Signature)
  /// `h`: the index of a file descriptor; this package passes no descriptors.
  case unixFD(UInt32)
  /// `v`: any value, carried with its type.
  indirect case variant(DBusValue)
  /// `aT`: elements that are all of the element type (`a(iiay)`: `.array(.structure(…), …)`).
  case array(DBusType, [DBusValue])
  /// `ay`: an array of bytes.
  case bytes([UInt8])
  /// `a{KV}`: dict entries in order, keys of type `key` and values of type `value`.
  case dictionary(key: DBusType, value: DBusType, [DBusDictionaryEntry])
  /// `(T…)`: the fields of a struct, at least one.
  case structure([DBusValue])

  /// The type of the value: containers take their declared element types.
  public var type: DBusType {
    switch self {
    case .byte: .byte
    case .boolean: .boolean
    case .int16: .int16
    case .uint16: .uint16
    case .int32: .int32
    case .uint32: .uint32
    case .int64: .int64
    case .uint64: .uint64
    case .double: .double
    case .string: .string
    case .objectPath: .objectPath
    case .signature: .signature
    case .unixFD: .unixFD
    case .variant: .variant
    case .array(let element, _): .array(element)
    case .bytes: .array(.byte)
    case .dictionary(let key, let value, _): .dictionary(key: key, value: value)
    case .structure(let fields): .structure(fields.map(\.type))
    }
  }
}

/// One entry of a ``DBusValue/dictionary(key:value:_:)``.
public struct DBusDictionaryEntry: Sendable, Hashable {
  /// The key, of the dictionary's basic key type.
  public var key: DBusValue
  /// The value, of the dictionary's value type.
  public var value: DBusValue

  /// An entry of `key` and `value`.
  public init(_ key: DBusValue, _ value: DBusValue) {
    self.key = key
    self.value = value
  }
}
