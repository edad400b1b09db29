/// Any JSON value, as `swift package dump-package` writes it.
public enum JSONValue: Decodable, Equatable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number.
  case number(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object.
  case object([String: JSONValue])

  /// Decodes whichever JSON value is there.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  /// The member `key` of an object (`.null` when absent or not an object).
  public subscript(key: String) -> JSONValue {
    if case .object(let members) = self { return members[key] ?? .null }
    return .null
  }

  /// The string, if this is one.
  public var string: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// The elements, if this is an array (`[]` for `null`).
  public var elements: [JSONValue] {
    if case .array(let values) = self { return values }
    return []
  }
}
