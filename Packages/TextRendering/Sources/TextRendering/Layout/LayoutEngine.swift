/// The layout pass, SwiftUI's way: a parent proposes a size, the child chooses its own within
/// it, and the parent places the child. Every size is clamped to its proposal, so a child never
/// extends past its parent and nothing is drawn outside the box.
enum LayoutEngine {
  /// The size `node` chooses for `proposal`, memoised.
  static func size(_ node: LayoutNode, _ proposal: Size) -> Size {
    let proposal = proposal.clamped(to: Size(width: .max, height: .max))
    if let known = node.sizes[proposal] { return known }
    let chosen = computeSize(node, proposal).clamped(to: proposal)
    node.sizes[proposal] = chosen
    return chosen
  }

  private static func computeSize(_ node: LayoutNode, _ proposal: Size) -> Size {
    switch node.kind {
    case .empty:
      return .zero
    case .text(let block):
      let lines = textLines(node, block, proposal)
      return Size(width: lines.map(TextWrapper.width).max() ?? 0, height: lines.count)
    case .shape:
      return proposal
    case .spacer(_, let axis):
      switch axis {
      case .vertical: return Size(width: 0, height: proposal.height)
      case .horizontal: return Size(width: proposal.width, height: 0)
      case nil: return proposal
      }
    case .divider(let axis, _):
      return axis == .horizontal
        ? Size(width: 1, height: proposal.height) : Size(width: proposal.width, height: 1)
    case .stack(let spec):
      return stack(spec).size(node, proposal)
    case .zStack:
      let sizes = node.children.map { size($0, proposal) }
      return Size(
        width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    case .padding(let insets):
      let inner = size(node.children[0], proposal.inset(by: insets))
      return Size(width: inner.width + insets.horizontal, height: inner.height + insets.vertical)
    case .frame(let spec):
      let child = size(node.children[0], frameChildProposal(spec, proposal))
      return Size(
        width: frameLength(proposal.width, spec.minWidth, spec.maxWidth, child.width),
        height: frameLength(proposal.height, spec.minHeight, spec.maxHeight, child.height))
    case .background, .clipped, .offset, .link:
      return size(node.children[0], proposal)
    case .groupBox:
      let label = size(node.children[0], groupBoxLabelProposal(proposal))
      let content = size(node.children[1], proposal.inset(by: groupBoxInsets))
      return Size(
        width: max(content.width + groupBoxInsets.horizontal, label.width + 6),
        height: content.height + groupBoxInsets.vertical)
    }
  }

  /// The lines of a text for `proposal`: wrapped, shrunk and truncated to fit, memoised.
  static func textLines(_ node: LayoutNode, _ block: TextBlock, _ proposal: Size) -> [[Glyph]] {
    if let known = node.textLines[proposal] { return known }
    let maxLines = min(block.lineLimit ?? .max, proposal.height)
    let lines = TextFitter.lines(block, width: proposal.width, maxLines: maxLines)
    node.textLines[proposal] = lines
    return lines
  }

  static let groupBoxInsets = EdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2)

  static func groupBoxLabelProposal(_ proposal: Size) -> Size {
    Size(width: max(proposal.width - 6, 0), height: min(proposal.height, 1))
  }

  static func frameChildProposal(_ spec: FrameSpec, _ proposal: Size) -> Size {
    Size(
      width: min(proposal.width, spec.maxWidth ?? proposal.width),
      height: min(proposal.height, spec.maxHeight ?? proposal.height))
  }

  /// A frame's length on one axis: the proposal kept between the limits, where a missing
  /// limit is the child's own length.
  private static func frameLength(_ proposed: Int, _ low: Int?, _ high: Int?, _ child: Int)
    -> Int
  {
    let lower = low ?? child
    let upper = high ?? max(child, lower)
    return min(max(proposed, lower), max(upper, lower))
  }
}
