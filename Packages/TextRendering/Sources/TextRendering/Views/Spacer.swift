/// Flexible space that takes the room a stack has left, along the stack's axis.
///
/// `minLength` defaults to SwiftUI's 8 points: 1 column in an `HStack`, 0 rows in a `VStack`.
public struct Spacer: View, PrimitiveView, Sendable {
  /// The least space this spacer takes, when there is room.
  public let minLength: Int?

  /// A spacer of at least `minLength` cells.
  public init(minLength: Int? = nil) {
    self.minLength = minLength.map { cellLength($0) }
  }

  /// A primitive view's body is empty; the view draws itself.
  public var body: EmptyView { return EmptyView() }

  var node: ViewNode { .spacer(minLength: minLength) }
}

/// A thin line: horizontal (`─`) in a `VStack` or outside stacks, vertical (`│`) in an `HStack`.
public struct Divider: View, PrimitiveView, Sendable {
  /// A divider.
  public init() {}

  /// A primitive view's body is empty; the view draws itself.
  public var body: EmptyView { return EmptyView() }

  var node: ViewNode { .divider }
}
