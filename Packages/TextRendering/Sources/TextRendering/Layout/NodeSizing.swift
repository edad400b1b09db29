/// How a node chooses its size for a proposal, in either length: the rule both engines follow
/// for every kind of node, but for text and group boxes, which each engine measures its own way.
/// The engine clamps the result to the proposal.
struct NodeSizing<Length: LayoutLength> {
  /// The size a child chooses: the engine's memoised `size`.
  let childSize: (LayoutNode, LayoutSize<Length>) -> LayoutSize<Length>
  /// The engine's layout of a stack.
  let stack: (StackSpec) -> StackLayout<Length>
  /// The size of a text, as the engine measures it.
  let text: (LayoutNode, TextBlock, LayoutSize<Length>) -> LayoutSize<Length>
  /// The size of a group box, as the engine draws it.
  let groupBox: (LayoutNode, LayoutSize<Length>) -> LayoutSize<Length>

  /// The size `node` chooses for `proposal`, before it is clamped to it.
  func size(_ node: LayoutNode, _ proposal: LayoutSize<Length>) -> LayoutSize<Length> {
    switch node.kind {
    case .empty:
      return .zero
    case .text(let block):
      return text(node, block, proposal)
    case .shape:
      return proposal
    case .spacer(_, let axis):
      switch axis {
      case .vertical: return LayoutSize(width: 0, height: proposal.height)
      case .horizontal: return LayoutSize(width: proposal.width, height: 0)
      case nil: return proposal
      }
    case .divider(let axis, _):
      return axis == .horizontal
        ? LayoutSize(width: 1, height: proposal.height)
        : LayoutSize(width: proposal.width, height: 1)
    case .stack(let spec):
      return stack(spec).size(node, proposal)
    case .zStack:
      let sizes = node.children.map { childSize($0, proposal) }
      return LayoutSize(
        width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    case .padding(let insets):
      let inner = childSize(node.children[0], proposal.inset(by: insets))
      return LayoutSize(
        width: inner.width + Length(insets.horizontal),
        height: inner.height + Length(insets.vertical))
    case .frame(let spec):
      let child = childSize(node.children[0], spec.childProposal(proposal))
      return LayoutSize(
        width: Self.frameLength(proposal.width, spec.minWidth, spec.maxWidth, child.width),
        height: Self.frameLength(proposal.height, spec.minHeight, spec.maxHeight, child.height))
    case .background, .clipped, .offset, .link:
      return childSize(node.children[0], proposal)
    case .groupBox:
      return groupBox(node, proposal)
    }
  }

  /// A frame's length on one axis: the proposal kept between the limits, where a missing
  /// limit is the child's own length.
  private static func frameLength(_ proposed: Length, _ low: Int?, _ high: Int?, _ child: Length)
    -> Length
  {
    let lower = low.map(Length.init) ?? child
    let upper = high.map(Length.init) ?? max(child, lower)
    return min(max(proposed, lower), max(upper, lower))
  }
}

extension FrameSpec {
  /// What the frame offers its child of `proposal`: no more than its maximums.
  func childProposal<Length: LayoutLength>(_ proposal: LayoutSize<Length>) -> LayoutSize<Length> {
    LayoutSize(
      width: min(proposal.width, maxWidth.map(Length.init) ?? proposal.width),
      height: min(proposal.height, maxHeight.map(Length.init) ?? proposal.height))
  }
}
