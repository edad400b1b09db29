/// A length either layout counts in: cells (`Int`) or points (`Double`). The geometry
/// (``LayoutSize``, ``LayoutRect``), the alignments' offsets and the stacks' rule
/// (``StackLayout``, ``StackSharing``) are written once over it.
protocol LayoutLength: Numeric, Comparable, Hashable, Sendable {
  /// A length of `cells` of the layout tree's whole-number lengths (padding, spacing, frames):
  /// cells as they are, or as many points.
  init(_ cells: Int)

  /// This length split `count` ways (rounded down for cells).
  func divided(by count: Int) -> Self
}

extension Int: LayoutLength {
  func divided(by count: Int) -> Int { self / count }
}

extension Double: LayoutLength {
  func divided(by count: Int) -> Double { self / Double(count) }
}
