/// A valid D-Bus object path: `/`, or `/` followed by elements of `[A-Za-z0-9_]` separated by
/// single slashes, without a trailing slash.
///
/// ```swift
/// let path = try ObjectPath("/StatusNotifierItem")
/// ```
public struct ObjectPath: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The path: `/org/example/Item`.
  public let description: String

  /// The root path, `/`.
  public static let root = ObjectPath(checked: "/")

  /// Checks `text`; throws a ``DBusError`` that says what is wrong.
  public init(_ text: String) throws(DBusError) {
    if let reason = Self.problem(in: text.utf8) {
      throw .invalid("object path \"\(DBusError.excerpt(text))\": \(reason)")
    }
    description = text
  }

  /// A path already known to be valid.
  init(checked text: String) {
    description = text
  }

  /// True when `self` is `ancestor` or lies below it: `/a/b` is within `/a` and `/`.
  public func isWithin(_ ancestor: ObjectPath) -> Bool {
    ancestor == self || ancestor == .root
      || description.hasPrefix(ancestor.description + "/")
  }

  /// Orders paths by their text.
  public static func < (lhs: ObjectPath, rhs: ObjectPath) -> Bool {
    lhs.description < rhs.description
  }

  /// Why `bytes` is not an object path, or `nil` when it is one.
  static func problem(in bytes: some Collection<UInt8>) -> String? {
    guard bytes.first == UInt8(ascii: "/") else { return "does not start with \"/\"" }
    guard bytes.count > 1 else { return nil }
    var previous = UInt8(ascii: "/")
    for byte in bytes.dropFirst() {
      if byte == UInt8(ascii: "/") {
        guard previous != UInt8(ascii: "/") else { return "has an empty element" }
      } else if !NameRules.isElementCharacter(byte, digitsFirst: true) {
        return "holds a character other than A-Z a-z 0-9 _ /"
      }
      previous = byte
    }
    return previous == UInt8(ascii: "/") ? "ends with \"/\"" : nil
  }
}
