/// A pattern together with values for its parameters: what parsing a link yields, and what a
/// route hands back to be built into a link.
///
/// ```swift
/// init(match: RouteMatch) throws(DeepLinkError) { id = try match.int("id") }
/// var match: RouteMatch { RouteMatch(Self.detail, ["id": .int(id)]) }
/// ```
public struct RouteMatch: Hashable, Sendable {
  /// The pattern that matched, or that the link is built from.
  public let pattern: RoutePattern
  /// The parameter values by name. Literals have no value; absent optional items are missing.
  public let values: [String: Value]

  /// A parameter's value.
  public enum Value: Hashable, Sendable {
    /// The value of an integer parameter.
    case int(Int)
    /// The value of a string or text parameter, percent-decoded.
    case string(String)

    /// The integer, when this is an integer value.
    public var intValue: Int? {
      if case .int(let value) = self { value } else { nil }
    }

    /// The string, when this is a string value.
    public var stringValue: String? {
      if case .string(let value) = self { value } else { nil }
    }
  }

  /// Pairs a pattern with parameter values.
  ///
  /// Building a link does not check the values: a route whose values lie outside its pattern's
  /// bounds builds a link that parsing rejects. Round-trip tests catch such routes.
  public init(_ pattern: RoutePattern, _ values: [String: Value] = [:]) {
    self.pattern = pattern
    self.values = values
  }

  /// The value of the parameter `name`, or `nil` (an optional query item that was left out).
  public subscript(name: String) -> Value? {
    values[name]
  }

  /// The value of the integer parameter `name`.
  /// - Throws: ``DeepLinkError/Reason/undeclaredParameter(_:)`` when the pattern has no integer
  ///   value of that name: a mistake in the route's declaration.
  public func int(_ name: String) throws(DeepLinkError) -> Int {
    guard let value = values[name]?.intValue else { throw undeclared(name) }
    return value
  }

  /// The value of the string or text parameter `name`.
  /// - Throws: ``DeepLinkError/Reason/undeclaredParameter(_:)`` when the pattern has no string
  ///   value of that name: a mistake in the route's declaration.
  public func string(_ name: String) throws(DeepLinkError) -> String {
    guard let value = values[name]?.stringValue else { throw undeclared(name) }
    return value
  }

  private func undeclared(_ name: String) -> DeepLinkError {
    DeepLinkError(.undeclaredParameter(name))
  }
}
