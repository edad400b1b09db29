/// A piece of a widget's user interface, declared as a value, as in SwiftUI.
///
/// Write composite views by giving them a `body`:
///
/// ```swift
/// struct Row: View {
///   let title: String
///   var body: some View {
///     HStack { Image(systemName: "circle"); Text(title) }
///   }
/// }
/// ```
///
/// The package's own views (`Text`, the stacks, `Spacer`, …) are primitive: they draw themselves
/// and their `body` is an ``EmptyView``. Every view is resolved once into an internal node tree
/// that the layout pass works on, so view types never nest deeply.
public protocol View {
  /// The type of the view this view is made of.
  associatedtype Body: View

  /// The view this view is made of.
  @ViewBuilder var body: Body { get }
}

/// A view this package draws itself.
protocol PrimitiveView {
  /// The view as a layout node.
  var node: ViewNode { get }
}

extension View {
  /// This view as a layout node: primitives give theirs, composite views resolve their body.
  var resolvedNode: ViewNode {
    if let primitive = self as? any PrimitiveView { return primitive.node }
    return body.resolvedNode
  }
}

/// A view that draws nothing and takes no space.
public struct EmptyView: View, PrimitiveView, Sendable {
  /// An empty view.
  public init() {}

  /// An empty view is its own body.
  public var body: EmptyView { return self }

  var node: ViewNode { .empty }
}

/// A type-erased view; what a ``ViewBuilder`` produces and every modifier returns.
public struct AnyView: View, PrimitiveView, Sendable {
  let node: ViewNode

  /// The view `view`, type-erased.
  public init(_ view: some View) {
    self.node = view.resolvedNode
  }

  init(node: ViewNode) {
    self.node = node
  }

  /// A primitive view's body is empty; the view draws itself.
  public var body: EmptyView { return EmptyView() }

  /// This view wrapped by a node built from it.
  func wrapped(_ make: (ViewNode) -> ViewNode) -> AnyView {
    AnyView(node: make(node))
  }
}
