/// An edge of a rectangle.
public enum Edge: Sendable, Hashable, CaseIterable {
  /// The top edge.
  case top
  /// The leading (left) edge.
  case leading
  /// The bottom edge.
  case bottom
  /// The trailing (right) edge.
  case trailing

  /// A set of edges, for `padding(_:_:)`.
  public struct Set: OptionSet, Sendable, Hashable {
    /// The bits of the set.
    public let rawValue: UInt8

    /// A set from its bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The top edge.
    public static let top = Set(rawValue: 1)
    /// The leading edge.
    public static let leading = Set(rawValue: 2)
    /// The bottom edge.
    public static let bottom = Set(rawValue: 4)
    /// The trailing edge.
    public static let trailing = Set(rawValue: 8)
    /// Leading and trailing.
    public static let horizontal: Set = [.leading, .trailing]
    /// Top and bottom.
    public static let vertical: Set = [.top, .bottom]
    /// Every edge.
    public static let all: Set = [.horizontal, .vertical]
  }
}

/// Amounts of space on each edge, in cells (columns for leading/trailing, rows for top/bottom).
public struct EdgeInsets: Sendable, Hashable {
  /// Rows above.
  public var top: Int
  /// Columns before.
  public var leading: Int
  /// Rows below.
  public var bottom: Int
  /// Columns after.
  public var trailing: Int

  /// Insets from the four amounts; negative amounts count as zero, huge ones as 10,000.
  public init(top: Int = 0, leading: Int = 0, bottom: Int = 0, trailing: Int = 0) {
    self.top = cellLength(top)
    self.leading = cellLength(leading)
    self.bottom = cellLength(bottom)
    self.trailing = cellLength(trailing)
  }

  /// Insets of `length` on `edges`; a `nil` length is the default padding, 2 columns
  /// horizontally and 1 row vertically (SwiftUI's 16 points at 7.5 × 16 points a cell).
  public init(_ edges: Edge.Set, _ length: Int?) {
    self.init(
      top: edges.contains(.top) ? length ?? 1 : 0,
      leading: edges.contains(.leading) ? length ?? 2 : 0,
      bottom: edges.contains(.bottom) ? length ?? 1 : 0,
      trailing: edges.contains(.trailing) ? length ?? 2 : 0)
  }

  /// No insets.
  public static let zero = EdgeInsets()
  /// The content margins of a widget, like iOS 17's: 2 columns and 1 row on every side.
  public static let widgetContentMargins = EdgeInsets(.all, nil)

  var horizontal: Int { leading + trailing }
  var vertical: Int { top + bottom }
}
