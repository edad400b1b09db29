extension DBusValue {
  /// An `a{sv}`, the usual property map, with its entries in the order given.
  ///
  /// ```swift
  /// DBusValue.variantDictionary([("label", .string("_Open")), ("enabled", .boolean(true))])
  /// ```
  public static func variantDictionary(_ entries: [(String, DBusValue)]) -> DBusValue {
    .dictionary(
      key: .string, value: .variant,
      entries.map { DBusDictionaryEntry(.string($0.0), .variant($0.1)) })
  }

  /// An `as`.
  public static func strings(_ values: [String]) -> DBusValue {
    .array(.string, values.map(DBusValue.string))
  }

  /// The string of an `s`, `o` or `g` (its text), else `nil`.
  public var stringValue: String? {
    switch self {
    case .string(let text): text
    case .objectPath(let path): path.description
    case .signature(let signature): signature.description
    default: nil
    }
  }

  /// The value of a `b`, else `nil`.
  public var boolValue: Bool? {
    guard case .boolean(let value) = self else { return nil }
    return value
  }

  /// The value of any integer type (`y n q i u x t h`) when it fits an `Int64`, else `nil`.
  public var int64Value: Int64? {
    switch self {
    case .byte(let value): Int64(value)
    case .int16(let value): Int64(value)
    case .uint16(let value): Int64(value)
    case .int32(let value): Int64(value)
    case .uint32(let value): Int64(value)
    case .int64(let value): value
    case .uint64(let value): Int64(exactly: value)
    case .unixFD(let value): Int64(value)
    default: nil
    }
  }

  /// The value inside a `v`, else `nil`.
  public var variantValue: DBusValue? {
    guard case .variant(let inner) = self else { return nil }
    return inner
  }

  /// The elements of an array (`ay` as `y` values), else `nil`.
  public var arrayValue: [DBusValue]? {
    switch self {
    case .array(_, let elements): elements
    case .bytes(let bytes): bytes.map(DBusValue.byte)
    default: nil
    }
  }

  /// The strings of an `as` (or an `ao`), else `nil`.
  public var stringArrayValue: [String]? {
    guard case .array(_, let elements) = self else { return nil }
    let strings = elements.compactMap(\.stringValue)
    return strings.count == elements.count ? strings : nil
  }

  /// The entries of an `a{s…}` by key (a later duplicate key wins), else `nil`; the values of
  /// an `a{sv}` are the variants' contents.
  public var dictionaryValue: [String: DBusValue]? {
    guard case .dictionary(.string, let valueType, let entries) = self else { return nil }
    var result: [String: DBusValue] = [:]
    for entry in entries {
      guard let key = entry.key.stringValue else { return nil }
      result[key] = valueType == .variant ? (entry.value.variantValue ?? entry.value) : entry.value
    }
    return result
  }

  /// The fields of a struct, else `nil`.
  public var structureValue: [DBusValue]? {
    guard case .structure(let fields) = self else { return nil }
    return fields
  }
}
