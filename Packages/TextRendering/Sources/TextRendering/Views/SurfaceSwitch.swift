/// Where a view tree is drawn: a terminal's cells, or a picture (SVG, HTML) in points.
enum Surface: Sendable, Hashable {
  /// A terminal or plain text: cells.
  case terminal
  /// An SVG or HTML picture: points.
  case picture
}

/// One view for the terminal and another for pictures, so a view can choose its own look per
/// surface: a terminal keeps box-drawing characters where a picture draws SwiftUI's shapes.
///
/// ```swift
/// SurfaceSwitch {
///   Text("[x]")
/// } picture: {
///   Image(systemName: "checkmark.circle.fill")
/// }
/// ```
///
/// Plain text and ANSI output lay out `terminal`; ``OutputStyle/svg(_:)`` and
/// ``OutputStyle/html(_:)`` lay out `picture`. Lengths inside each are in that surface's unit:
/// cells on the terminal, points in a picture.
public struct SurfaceSwitch<Terminal: View, Picture: View>: View, PrimitiveView, Sendable {
  let node: ViewNode

  /// A view drawn as `terminal` on a terminal and as `picture` in a picture.
  public init(
    @ViewBuilder terminal: () -> Terminal, @ViewBuilder picture: () -> Picture
  ) {
    node = .surfaceSwitch(
      terminal: AnyView(terminal()).node, picture: AnyView(picture()).node)
  }

  /// A primitive view's body is empty; the view draws itself.
  public var body: EmptyView { return EmptyView() }
}
