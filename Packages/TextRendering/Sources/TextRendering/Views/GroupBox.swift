/// A box with a rounded border and a label in its top edge, standing in for SwiftUI's
/// `GroupBox`: `╭─ ≡ Todos ───╮`. The content has one column of space on each side.
public struct GroupBox: View, PrimitiveView, Sendable {
  let node: ViewNode

  /// A box around `content` labelled by `label`.
  public init(@ViewBuilder content: () -> AnyView, @ViewBuilder label: () -> AnyView) {
    node = .groupBox(label: label().node, content: content().node)
  }

  /// A box around `content` labelled with `title` and, if given, a symbol.
  public init(_ title: String, systemImage: String? = nil, @ViewBuilder content: () -> AnyView) {
    let label: AnyView
    if let systemImage {
      label = AnyView(Label(title, systemImage: systemImage))
    } else {
      label = AnyView(Text(title))
    }
    node = .groupBox(label: label.node, content: content().node)
  }

  /// A primitive view's body is empty; the view draws itself.
  public var body: EmptyView { return EmptyView() }
}
