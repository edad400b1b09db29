/// A run of text: wrapped at word boundaries to the width it is given, then shrunk and
/// truncated with `…` if it still does not fit (see ``ShrinkRule``).
///
/// The string is sanitised when the view is made: control characters and escape sequences are
/// removed (line breaks are kept as `\n`) and it is normalised to NFC, so text from the network
/// can never drive the terminal.
public struct Text: View, PrimitiveView, Sendable {
  /// The sanitised string this view draws.
  public let content: String

  /// Text showing `content`, sanitised.
  public init(_ content: String) {
    self.content = Sanitizer.sanitize(content, allowsNewlines: true)
  }

  /// Text showing `content` as is apart from sanitising (the same as `init(_:)`; there is no
  /// localisation to skip).
  public init(verbatim content: String) {
    self.init(content)
  }

  /// A primitive view's body is empty; the view draws itself.
  public var body: EmptyView { return EmptyView() }

  var node: ViewNode { .text(content) }
}

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
      spacing: max(spacing ?? 0, 0))
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
      spacing: max(spacing ?? 1, 0))
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
