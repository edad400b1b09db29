/// A JSON value that keeps the order of object keys, so recorded payloads can be filtered and
/// written back in the order the real service used. Numbers keep their original text.
indirect enum JSONValue: Equatable, Sendable {
  case object([(key: String, value: JSONValue)])
  case array([JSONValue])
  case string(String)
  case number(String)
  case bool(Bool)
  case null

  static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.object(let left), .object(let right)):
      left.count == right.count
        && zip(left, right).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    case (.array(let left), .array(let right)): left == right
    case (.string(let left), .string(let right)): left == right
    case (.number(let left), .number(let right)): left == right
    case (.bool(let left), .bool(let right)): left == right
    case (.null, .null): true
    default: false
    }
  }

  /// An integer number.
  static func int(_ value: Int) -> JSONValue { .number(String(value)) }

  /// The value of `key` when this is an object.
  subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.key == key }?.value
  }

  /// The elements when this is an array; empty otherwise.
  var elements: [JSONValue] {
    if case .array(let items) = self { return items }
    return []
  }

  /// The text when this is a string.
  var stringValue: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  /// The value when this is an integer number.
  var intValue: Int? {
    if case .number(let text) = self { return Int(text) }
    return nil
  }

  /// The value when this is a boolean.
  var boolValue: Bool? {
    if case .bool(let flag) = self { return flag }
    return nil
  }

  /// A copy of this object with `key` set to `value` (replaced in place, or appended).
  func setting(_ key: String, to value: JSONValue) -> JSONValue {
    guard case .object(var members) = self else { return self }
    if let index = members.firstIndex(where: { $0.key == key }) {
      members[index].value = value
    } else {
      members.append((key, value))
    }
    return .object(members)
  }
}
