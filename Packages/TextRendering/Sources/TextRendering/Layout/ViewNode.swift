import Foundation

/// A view resolved for layout: the tree every public view turns into.
indirect enum ViewNode: Sendable {
  case empty
  case text(String)
  case symbol(String, name: String?)
  case spacer(minLength: Int?)
  case divider
  case stack(StackSpec, [ViewNode])
  case zStack(Alignment, [ViewNode])
  case group([ViewNode])
  case environment(EnvironmentChange, ViewNode)
  case padding(EdgeInsets, defaultEdges: Edge.Set, ViewNode)
  case frame(FrameSpec, ViewNode)
  case background(Fill, ViewNode)
  case clipped(ViewNode)
  case offset(x: Int, y: Int, ViewNode)
  case link(String, ViewNode)
  case widgetURL(String, ViewNode)
  case containerBackground(Fill, ViewNode)
  case groupBox(label: ViewNode, content: ViewNode)
  case surfaceSwitch(terminal: ViewNode, picture: ViewNode)
  case shape(ShapeSpec)

  /// The children a stack lays out for this node: groups are flattened and empty views dropped.
  var flattened: [ViewNode] {
    switch self {
    case .empty: return []
    case .group(let children): return children.flatMap(\.flattened)
    default: return [self]
    }
  }

  /// The node for a builder's content as a stack's children.
  static func children(_ content: AnyView) -> [ViewNode] {
    content.node.flattened
  }
}

/// A change to the environment that a modifier makes for everything below it.
struct EnvironmentChange: Sendable {
  let apply: @Sendable (inout LayoutEnvironment) -> Void

  init(_ apply: @escaping @Sendable (inout LayoutEnvironment) -> Void) {
    self.apply = apply
  }
}

/// The main axis of a stack.
enum Axis: Sendable, Hashable {
  case horizontal
  case vertical
}

/// A `VStack` or `HStack`: its axis, how children line up across it, and the gap between them.
struct StackSpec: Sendable, Hashable {
  var axis: Axis
  /// For a `VStack`, the horizontal alignment; for an `HStack`, the vertical one.
  var crossAlignment: Alignment
  var spacing: Int
  /// Whether the spacing is the stack's default (resolved per surface), not given.
  var isDefaultSpacing = false
}

/// A `frame` modifier: fixed sizes are `min == max`.
struct FrameSpec: Sendable, Hashable {
  var minWidth: Int?
  var maxWidth: Int?
  var minHeight: Int?
  var maxHeight: Int?
  var alignment: Alignment
}
