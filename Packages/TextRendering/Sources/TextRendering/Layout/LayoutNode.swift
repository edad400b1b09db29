/// A node of the tree the layout pass works on, with the environment already applied and
/// sizes memoised per proposal (layout asks the same node the same question many times).
///
/// A class so the memo tables can fill in while the tree is walked; a tree lives for one
/// render on one thread and is never shared, so it needs no `Sendable` conformance.
final class LayoutNode {
  enum Kind {
    case empty
    case text(TextBlock)
    case spacer(minLength: Int, axis: Axis?)
    case divider(axis: Axis?, style: CellStyle)
    case stack(StackSpec)
    case zStack(Alignment)
    case padding(EdgeInsets)
    case frame(FrameSpec)
    case background(Fill)
    case clipped
    case offset(x: Int, y: Int)
    case link(Int)
    case groupBox(CellStyle)
    case shape(ShapeSpec, CellStyle)
  }

  let kind: Kind
  let children: [LayoutNode]
  var sizes: [Size: Size] = [:]
  var stackPlans: [Size: [Size]] = [:]
  var textLines: [Size: [[Glyph]]] = [:]
  /// Whether the node (a background or shape) is marked accentable.
  var accentable = false
  var pointSizes: [PointSize: PointSize] = [:]
  var pointPlans: [PointSize: [PointSize]] = [:]
  var pointLines: [PointSize: PointLines] = [:]

  init(_ kind: Kind, _ children: [LayoutNode] = []) {
    self.kind = kind
    self.children = children
  }

  var isSpacer: Bool {
    if case .spacer = kind { return true }
    return false
  }
}
