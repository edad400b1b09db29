/// A frame limit in cells, or `.infinity` to take all the space proposed.
public struct FrameLength: Sendable, Hashable, ExpressibleByIntegerLiteral {
  let cells: Int

  /// A limit of `cells` cells.
  public init(_ cells: Int) { self.cells = cellLength(cells) }

  /// A limit of `value` cells, from an integer literal.
  public init(integerLiteral value: Int) { self.init(value) }

  /// No limit: the frame takes whatever its parent proposes.
  public static let infinity = FrameLength(maximumCellLength)
}
