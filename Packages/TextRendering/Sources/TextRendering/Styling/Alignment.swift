/// Where a child sits horizontally in a wider space.
public enum HorizontalAlignment: Sendable, Hashable, CaseIterable {
  /// At the leading (left) edge.
  case leading
  /// Centred; an odd leftover cell goes after the child.
  case center
  /// At the trailing (right) edge.
  case trailing

  /// The offset that places a child in `free` leftover cells or points.
  func offset<Length: LayoutLength>(free: Length) -> Length {
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

  /// The offset that places a child in `free` leftover cells or points.
  func offset<Length: LayoutLength>(free: Length) -> Length {
    alignmentOffset(free: free, halves: self == .top ? 0 : self == .center ? 1 : 2)
  }
}

/// A horizontal and a vertical alignment together, for frames and `ZStack`: one of the nine
/// named below (every pair of parts has its name).
public struct Alignment: Sendable, Hashable {
  /// The horizontal part.
  public var horizontal: HorizontalAlignment
  /// The vertical part.
  public var vertical: VerticalAlignment

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

extension Alignment {
  /// The top leading corner of `size` placed in `rect` by this alignment, in cells or points.
  func origin<Length: LayoutLength>(of size: LayoutSize<Length>, in rect: LayoutRect<Length>)
    -> (x: Length, y: Length)
  {
    (
      rect.x + horizontal.offset(free: rect.width - size.width),
      rect.y + vertical.offset(free: rect.height - size.height)
    )
  }
}

/// How the lines of a multi-line text line up with each other.
public enum TextAlignment: Sendable, Hashable, CaseIterable {
  /// Lines start at the leading edge.
  case leading
  /// Lines are centred.
  case center
  /// Lines end at the trailing edge.
  case trailing

  /// The offset that places a child in `free` leftover cells or points.
  func offset<Length: LayoutLength>(free: Length) -> Length {
    alignmentOffset(free: free, halves: self == .leading ? 0 : self == .center ? 1 : 2)
  }
}

/// The offset that places a child `halves` halves of the way into `free` leftover cells or
/// points (0: start, 1: centre, rounded down in cells, 2: end).
func alignmentOffset<Length: LayoutLength>(free: Length, halves: Int) -> Length {
  (max(free, 0) * Length(halves)).divided(by: 2)
}
