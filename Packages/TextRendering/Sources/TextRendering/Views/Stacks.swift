/// A vertical stack: children top to bottom, aligned by `alignment`, `spacing` rows apart
/// (0 by default).
public struct VStack: View, PrimitiveView, Sendable {
  let node: ViewNode

  /// A stack of the views `content` builds.
  public init(
    alignment: HorizontalAlignment = .center, spacing: Int? = nil,
    @ViewBuilder content: () -> AnyView
  ) {
    let spec = StackSpec(
      axis: .vertical, crossAlignment: Alignment(horizontal: alignment, vertical: .top),
      spacing: cellLength(spacing ?? 0), isDefaultSpacing: spacing == nil)
    node = .stack(spec, ViewNode.children(content()))
  }

  /// A primitive view's body is empty; the view draws itself.
  public var body: EmptyView { return EmptyView() }
}

/// A horizontal stack: children leading to trailing, aligned by `alignment`, `spacing` columns
/// apart (1 by default, SwiftUI's 8 points).
public struct HStack: View, PrimitiveView, Sendable {
  let node: ViewNode

  /// A stack of the views `content` builds.
  public init(
    alignment: VerticalAlignment = .center, spacing: Int? = nil,
    @ViewBuilder content: () -> AnyView
  ) {
    let spec = StackSpec(
      axis: .horizontal, crossAlignment: Alignment(horizontal: .leading, vertical: alignment),
      spacing: cellLength(spacing ?? 1), isDefaultSpacing: spacing == nil)
    node = .stack(spec, ViewNode.children(content()))
  }

  /// A primitive view's body is empty; the view draws itself.
  public var body: EmptyView { return EmptyView() }
}

/// An overlay stack: children on top of each other, later ones in front, each placed by
/// `alignment` in the space of the largest.
public struct ZStack: View, PrimitiveView, Sendable {
  let node: ViewNode

  /// A stack of the views `content` builds.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> AnyView) {
    node = .zStack(alignment, ViewNode.children(content()))
  }

  /// A primitive view's body is empty; the view draws itself.
  public var body: EmptyView { return EmptyView() }
}

/// Several views as one, without a layout of their own: in a stack they become the stack's
/// children; elsewhere they stack vertically.
public struct Group: View, PrimitiveView, Sendable {
  let node: ViewNode

  /// A group of the views `content` builds.
  public init(@ViewBuilder content: () -> AnyView) {
    node = .group(ViewNode.children(content()))
  }

  /// A primitive view's body is empty; the view draws itself.
  public var body: EmptyView { return EmptyView() }
}
