/// Literals, so that tests and callers can write dump-package JSON as Swift.
extension JSONValue: ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
  ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral, ExpressibleByBooleanLiteral
{
  /// A string.
  public init(stringLiteral value: String) { self = .string(value) }

  /// An array.
  public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }

  /// An object (a repeated key keeps its last value).
  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    self = .object(Dictionary(elements) { _, last in last })
  }

  /// `null`.
  public init(nilLiteral: ()) { self = .null }

  /// `true` or `false`.
  public init(booleanLiteral value: Bool) { self = .bool(value) }
}
