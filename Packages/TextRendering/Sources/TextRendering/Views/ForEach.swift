/// Repeats a view for each element of a sequence, as SwiftUI's `ForEach` does; in a stack the
/// repeated views become the stack's children.
public struct ForEach: View, PrimitiveView, Sendable {
  let node: ViewNode

  /// A view per element of `data`.
  public init<Data: Sequence>(_ data: Data, @ViewBuilder content: (Data.Element) -> AnyView) {
    node = .group(data.flatMap { ViewNode.children(content($0)) })
  }

  /// A view per element of `data`; `id` is accepted for SwiftUI familiarity (views here keep
  /// no identity between renders).
  public init<Data: Sequence, ID: Hashable>(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: (Data.Element) -> AnyView
  ) {
    self.init(data, content: content)
  }

  /// A primitive view's body is empty; the view draws itself.
  public var body: EmptyView { return EmptyView() }
}
