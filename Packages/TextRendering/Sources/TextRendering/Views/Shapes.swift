/// Which shape a shape view draws.
enum ShapeKind: Sendable, Hashable {
  case circle
  case capsule
  case roundedRectangle(cornerRadius: Int)
}

/// A shape as laid out: its kind and the colour it is filled with (`nil`: the foreground).
struct ShapeSpec: Sendable, Hashable {
  var kind: ShapeKind
  var fill: Color?

  /// This shape filled with `color`, as a view.
  func filled(_ color: Color) -> AnyView {
    AnyView(node: .shape(ShapeSpec(kind: kind, fill: color)))
  }
}

/// A circle, as SwiftUI's: the largest circle centred in the space it is offered, which it
/// takes all of (shapes are flexible). Unfilled, it takes the foreground colour.
///
/// In a picture it is a real circle; on a terminal its frame's cells inside the circle are
/// full blocks (`█`).
public struct Circle: View, PrimitiveView, Sendable {
  /// A circle.
  public init() {}

  /// This circle filled with `color`.
  public func fill(_ color: Color) -> AnyView { spec.filled(color) }

  /// A primitive view's body is empty; the view draws itself.
  public var body: EmptyView { return EmptyView() }

  var spec: ShapeSpec { ShapeSpec(kind: .circle, fill: nil) }
  var node: ViewNode { .shape(spec) }
}

/// A capsule, as SwiftUI's: a rectangle whose short sides are half circles, taking all the
/// space it is offered. On a terminal, full blocks inside its outline.
public struct Capsule: View, PrimitiveView, Sendable {
  /// A capsule.
  public init() {}

  /// This capsule filled with `color`.
  public func fill(_ color: Color) -> AnyView { spec.filled(color) }

  /// A primitive view's body is empty; the view draws itself.
  public var body: EmptyView { return EmptyView() }

  var spec: ShapeSpec { ShapeSpec(kind: .capsule, fill: nil) }
  var node: ViewNode { .shape(spec) }
}

/// A rectangle with rounded corners, as SwiftUI's, taking all the space it is offered. On a
/// terminal, full blocks over its frame.
public struct RoundedRectangle: View, PrimitiveView, Sendable {
  /// The corners' radius, in points (pictures only).
  public let cornerRadius: Int

  /// A rounded rectangle with corners of `cornerRadius` points.
  public init(cornerRadius: Int) {
    self.cornerRadius = cellLength(cornerRadius)
  }

  /// This rectangle filled with `color`.
  public func fill(_ color: Color) -> AnyView { spec.filled(color) }

  /// A primitive view's body is empty; the view draws itself.
  public var body: EmptyView { return EmptyView() }

  var spec: ShapeSpec { ShapeSpec(kind: .roundedRectangle(cornerRadius: cornerRadius), fill: nil) }
  var node: ViewNode { .shape(spec) }
}
