/// The layout pass, SwiftUI's way: a parent proposes a size, the child chooses its own within
/// it, and the parent places the child. Every size is clamped to its proposal, so a child never
/// extends past its parent and nothing is drawn outside the box.
enum LayoutEngine {
  /// The size `node` chooses for `proposal`, memoised.
  static func size(_ node: LayoutNode, _ proposal: Size) -> Size {
    let proposal = proposal.clamped(to: Size(width: .max, height: .max))
    if let known = node.sizes[proposal] { return known }
    let chosen = sizing.size(node, proposal).clamped(to: proposal)
    node.sizes[proposal] = chosen
    return chosen
  }

  /// The sizing rule in cells, text and group boxes measured here.
  private static var sizing: NodeSizing<Int> {
    NodeSizing(childSize: size, stack: stack, text: textSize, groupBox: groupBoxSize)
  }

  /// A text's size: its widest line by its number of lines.
  private static func textSize(_ node: LayoutNode, _ block: TextBlock, _ proposal: Size) -> Size {
    let lines = textLines(node, block, proposal)
    return Size(width: lines.map(TextWrapper.width).max() ?? 0, height: lines.count)
  }

  /// A group box's size: its content inside the box's border, at least as wide as its label.
  private static func groupBoxSize(_ node: LayoutNode, _ proposal: Size) -> Size {
    let label = size(node.children[0], groupBoxLabelProposal(proposal))
    let content = size(node.children[1], proposal.inset(by: groupBoxInsets))
    return Size(
      width: max(content.width + groupBoxInsets.horizontal, label.width + 6),
      height: content.height + groupBoxInsets.vertical)
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
}
