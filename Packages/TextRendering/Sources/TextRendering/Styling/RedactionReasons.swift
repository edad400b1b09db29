/// Why a view is drawn as a placeholder.
public struct RedactionReasons: OptionSet, Sendable, Hashable {
  /// The bits of the set.
  public let rawValue: UInt8

  /// A set from its bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Placeholder content: text and symbols become same-width block runs.
  public static let placeholder = RedactionReasons(rawValue: 1)
}
