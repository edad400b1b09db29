/// One piece of a ``RoutePattern``: a fixed path segment, or a typed value in the path or query.
///
/// ```swift
/// .literal("edit")                                  // exactly "edit"
/// .int("id", in: 1...)                              // 1, 2, … (no sign, no leading zero)
/// .string("type", allowed: ["dad", "programming"])  // one of a fixed set
/// .text("q", length: 1...64)                        // free text, percent-encoded in the URL
/// .int("page", in: 1...100).optional                // a query item that may be left out
/// ```
public struct RouteParameter: Hashable, Sendable {
  /// The parameter's name (a literal's text), used in templates, errors and ``RouteMatch``.
  public let name: String
  /// What values the parameter accepts.
  public let kind: Kind
  /// Whether a query item may be left out. Path segments are never optional.
  public let isOptional: Bool

  /// What values a ``RouteParameter`` accepts.
  public enum Kind: Hashable, Sendable {
    /// A fixed path segment equal to the parameter's name; it yields no value.
    case literal
    /// A decimal integer within the range: ASCII digits only, no sign, no leading zero.
    case integer(ClosedRange<Int>)
    /// One of the listed strings, compared exactly after percent-decoding.
    case oneOf([String])
    /// Free text whose length in characters is within the range. It may hold any printable
    /// Unicode except the separators `/ ? # \ & =` and bidirectional controls.
    case text(length: ClosedRange<Int>)
  }

  /// Creates a parameter; the static factories below read better in a declaration.
  public init(name: String, kind: Kind, isOptional: Bool = false) {
    self.name = name
    self.kind = kind
    self.isOptional = isOptional
  }

  /// A fixed path segment that must equal `text` exactly (case-sensitive).
  public static func literal(_ text: String) -> RouteParameter {
    RouteParameter(name: text, kind: .literal)
  }

  /// An integer within `range`, e.g. `.int("session", in: 1...2)`.
  public static func int(_ name: String, in range: ClosedRange<Int>) -> RouteParameter {
    RouteParameter(name: name, kind: .integer(range))
  }

  /// An integer of at least `range.lowerBound`, e.g. `.int("id", in: 1...)`.
  public static func int(_ name: String, in range: PartialRangeFrom<Int>) -> RouteParameter {
    RouteParameter(name: name, kind: .integer(range.lowerBound...Int.max))
  }

  /// A string that must be one of `allowed`, e.g. a joke type.
  public static func string(_ name: String, allowed: [String]) -> RouteParameter {
    RouteParameter(name: name, kind: .oneOf(allowed))
  }

  /// Free text of `length` characters (grapheme clusters), 1 to 100 unless told.
  public static func text(_ name: String, length: ClosedRange<Int> = 1...100) -> RouteParameter {
    RouteParameter(name: name, kind: .text(length: length))
  }

  /// The same parameter as a query item that may be left out.
  public var optional: RouteParameter {
    RouteParameter(name: name, kind: kind, isOptional: true)
  }

  /// How the parameter appears in a template: `<id>`, or a literal's own text.
  var placeholder: String {
    kind == .literal ? name : "<\(name)>"
  }

  /// What the parameter accepts, in words: "a positive integer", "one of dad, programming".
  var requirement: String {
    switch kind {
    case .literal:
      return "exactly \"\(name)\""
    case .integer(let range):
      return Self.requirement(for: range)
    case .oneOf(let values):
      return Self.requirement(for: values)
    case .text(let length):
      return "text of \(length.lowerBound) to \(length.upperBound) characters"
    }
  }

  private static func requirement(for range: ClosedRange<Int>) -> String {
    switch (range.lowerBound, range.upperBound) {
    case (1, Int.max): return "a positive integer"
    case (0, Int.max): return "a non-negative integer"
    case (let low, Int.max): return "an integer of at least \(low)"
    case (let low, let high) where low == high: return "the integer \(low)"
    case (let low, let high) where high == low + 1: return "\(low) or \(high)"
    case (let low, let high): return "an integer from \(low) to \(high)"
    }
  }

  private static func requirement(for values: [String]) -> String {
    guard values.count > 1 else { return values.first.map { "\"\($0)\"" } ?? "no value" }
    let shown = values.prefix(12).joined(separator: ", ")
    return values.count > 12 ? "one of \(shown), … (\(values.count) values)" : "one of \(shown)"
  }
}
