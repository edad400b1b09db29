import Foundation

/// A region that opens `destination` when clicked: an OSC 8 hyperlink in terminals that have
/// them. Like WidgetKit, link regions only work in medium and larger widgets; in a small one
/// the label is drawn without a link. A destination that fails ``LinkValidator`` is dropped.
public struct Link: View, PrimitiveView, Sendable {
  let node: ViewNode

  /// A link to `destination` drawn as the views `label` builds.
  public init(destination: URL, @ViewBuilder label: () -> AnyView) {
    let content = label().node
    if let target = LinkValidator.validatedTarget(destination) {
      node = .link(target, content)
    } else {
      node = content
    }
  }

  /// A link to `destination` drawn as the text `title` (sanitised).
  public init(_ title: String, destination: URL) {
    self.init(destination: destination) { Text(title) }
  }

  /// A primitive view's body is empty; the view draws itself.
  public var body: EmptyView { return EmptyView() }
}
