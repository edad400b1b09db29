/// The layout pass of the picture writers: SwiftUI's propose–choose–place over the same layout
/// tree as ``LayoutEngine``, in points. The tree is built for the picture surface, so its
/// lengths are points and its defaults SwiftUI's (8 points between views, 16 of padding);
/// text is measured with ``PictureMetrics/measure``. Sizes are clamped to their proposal, so
/// nothing extends past its parent.
enum PointEngine {
  /// The gap between a group box's label and its content, and the box's inner padding.
  static let groupBoxSpacing = 8.0
  static let groupBoxPadding = 12.0

  /// The size `node` chooses for `proposal`, memoised: within the proposal, except that text
  /// offered at least half a line's height takes its one line, as SwiftUI's text does rather
  /// than vanish (a stack then places what follows after it, and cuts off what no longer fits).
  static func size(_ node: LayoutNode, _ proposal: PointSize) -> PointSize {
    if let known = node.pointSizes[proposal] { return known }
    var offered = proposal
    if case .text(let block) = node.kind { offered = textProposal(block, proposal) }
    let chosen = sizing.size(node, offered).clamped(to: offered)
    node.pointSizes[proposal] = chosen
    return chosen
  }

  /// What a text is laid out in for `proposal`: the proposal, or one line's height when it
  /// offers less than that but at least half of it.
  static func textProposal(_ block: TextBlock, _ proposal: PointSize) -> PointSize {
    let line = max(lineHeight(block), symbolSide(block) ?? 0)
    guard proposal.height < line, proposal.height * 2 >= line else { return proposal }
    return PointSize(width: proposal.width, height: line)
  }

  /// The sizing rule in points, text and group boxes measured here.
  private static var sizing: NodeSizing<Double> {
    NodeSizing(childSize: size, stack: stack, text: textSize, groupBox: groupBoxSize)
  }

  /// A text's size: a drawn symbol's square, else its lines' measured width and height.
  private static func textSize(_ node: LayoutNode, _ block: TextBlock, _ proposal: PointSize)
    -> PointSize
  {
    if let side = symbolSide(block) {
      return PointSize(width: side, height: max(side, lineHeight(block)))
    }
    let lines = textLines(node, block, proposal)
    return PointSize(width: lines.width, height: lines.height)
  }

  /// A group box's size: its label over its content, in its padding.
  private static func groupBoxSize(_ node: LayoutNode, _ proposal: PointSize) -> PointSize {
    let parts = groupBoxParts(node, proposal)
    let padding = groupBoxPadding * 2
    return PointSize(
      width: max(parts.label.width, parts.content.width) + padding,
      height: parts.contentTop + parts.content.height + padding)
  }

  /// A group box's label and content sizes for `proposal`, and where the content starts
  /// below the label (inside the padding).
  static func groupBoxParts(_ node: LayoutNode, _ proposal: PointSize)
    -> (label: PointSize, content: PointSize, contentTop: Double, inner: PointSize)
  {
    let padding = groupBoxPadding * 2
    let inner = PointSize(
      width: max(proposal.width - padding, 0), height: max(proposal.height - padding, 0))
    let label = size(node.children[0], inner)
    let top = label.height > 0 ? label.height + groupBoxSpacing : 0
    let contentProposal = PointSize(width: inner.width, height: max(inner.height - top, 0))
    return (label, size(node.children[1], contentProposal), top, contentProposal)
  }

  /// The lines of a text for `proposal`, memoised.
  static func textLines(_ node: LayoutNode, _ block: TextBlock, _ proposal: PointSize)
    -> PointLines
  {
    if let known = node.pointLines[proposal] { return known }
    let fitter = PointTextFitter(measure: PictureMetrics.measure, bold: block.pictureBold)
    let lines = fitter.fit(block, width: proposal.width, height: proposal.height)
    node.pointLines[proposal] = lines
    return lines
  }

  static func lineHeight(_ block: TextBlock) -> Double {
    PictureMetrics.measure.lineHeight(size: block.font.size)
  }

  /// The side of the square an SF Symbol the package draws takes, or `nil` for text.
  static func symbolSide(_ block: TextBlock) -> Double? {
    guard let name = block.symbol, PictureSymbols.draws(name) else { return nil }
    return (block.font.size * 1.2).rounded()
  }
}
