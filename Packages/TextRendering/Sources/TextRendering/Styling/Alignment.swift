/// Where a child sits horizontally in a wider space.
public enum HorizontalAlignment: Sendable, Hashable, CaseIterable {
  /// At the leading (left) edge.
  case leading
  /// Centred; an odd leftover cell goes after the child.
  case center
  /// At the trailing (right) edge.
  case trailing

  func offset(free: Int) -> Int {
    alignmentOffset(free: free, halves: self == .leading ? 0 : self == .center ? 1 : 2)
  }
}

/// Where a child sits vertically in a taller space.
public enum VerticalAlignment: Sendable, Hashable, CaseIterable {
  /// At the top edge.
  case top
  /// Centred; an odd leftover row goes below the child.
  case center
  /// At the bottom edge.
  case bottom

  func offset(free: Int) -> Int {
    alignmentOffset(free: free, halves: self == .top ? 0 : self == .center ? 1 : 2)
  }
}

/// A horizontal and a vertical alignment together, for frames and `ZStack`.
public struct Alignment: Sendable, Hashable {
  /// The horizontal part.
  public var horizontal: HorizontalAlignment
  /// The vertical part.
  public var vertical: VerticalAlignment

  /// An alignment from its two parts.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// Centred both ways.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// Leading edge, centred vertically.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// Trailing edge, centred vertically.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// Top edge, centred horizontally.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// Bottom edge, centred horizontally.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// Top leading corner.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// Top trailing corner.
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// Bottom leading corner.
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// Bottom trailing corner.
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// How the lines of a multi-line text line up with each other.
public enum TextAlignment: Sendable, Hashable, CaseIterable {
  /// Lines start at the leading edge.
  case leading
  /// Lines are centred.
  case center
  /// Lines end at the trailing edge.
  case trailing

  func offset(free: Int) -> Int {
    alignmentOffset(free: free, halves: self == .leading ? 0 : self == .center ? 1 : 2)
  }
}

/// The offset that places a child `halves` halves of the way into `free` leftover cells
/// (0: start, 1: centre rounded down, 2: end).
func alignmentOffset(free: Int, halves: Int) -> Int {
  max(free, 0) * halves / 2
}
