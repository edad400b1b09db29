/// What is in force while drawing a subtree: where writes may go and which link they carry.
struct DrawContext {
  var clip: Rect
  var link: Int?
}

extension LayoutEngine {
  /// Draws `node` with its top leading corner at (`x`, `y`), at the size it chooses for
  /// `proposal`.
  static func place(
    _ node: LayoutNode, x: Int, y: Int, proposal: Size, context: DrawContext,
    canvas: inout Canvas
  ) {
    let chosen = size(node, proposal)
    let rect = Rect(x: x, y: y, size: chosen)
    switch node.kind {
    case .empty, .spacer:
      return
    case .text(let block):
      for (row, line) in textLines(node, block, proposal).enumerated() {
        let offset = block.alignment.offset(free: chosen.width - TextWrapper.width(line))
        canvas.draw(
          block.drawn(line), column: x + offset, row: y + row, style: block.style,
          link: context.link, clip: context.clip)
      }
    case .divider(let axis, let style):
      canvas.drawRule(rect, vertical: axis == .horizontal, style: style, clip: context.clip)
    case .stack(let spec):
      let arranged = stack(spec).arranged(
        node, proposal, chosen: chosen, x: x, y: y, crossAlignment: spec.crossAlignment)
      for item in arranged {
        place(
          item.child, x: item.x, y: item.y, proposal: item.proposal, context: context,
          canvas: &canvas)
      }
    case .zStack(let alignment):
      for child in node.children {
        placeAligned(child, in: rect, proposal: proposal, alignment, context, &canvas)
      }
    case .shape(let spec, let style):
      canvas.drawShape(spec.kind, in: rect, style: style, clip: context.clip)
    case .padding(let insets):
      place(
        node.children[0], x: x + insets.leading, y: y + insets.top,
        proposal: proposal.inset(by: insets), context: context, canvas: &canvas)
    case .frame(let spec):
      let childProposal = spec.childProposal(proposal)
      placeAligned(
        node.children[0], in: rect, proposal: childProposal, spec.alignment, context, &canvas)
    case .background(let fill):
      canvas.fill(rect, with: fill, clip: context.clip)
      place(node.children[0], x: x, y: y, proposal: proposal, context: context, canvas: &canvas)
    case .clipped:
      var clipped = context
      clipped.clip = context.clip.intersection(rect)
      place(node.children[0], x: x, y: y, proposal: proposal, context: clipped, canvas: &canvas)
    case .offset(let dx, let dy):
      place(
        node.children[0], x: x + dx, y: y + dy, proposal: proposal, context: context,
        canvas: &canvas)
    case .link(let index):
      var linked = context
      linked.link = index
      place(node.children[0], x: x, y: y, proposal: proposal, context: linked, canvas: &canvas)
      canvas.link(rect.intersection(context.clip), to: index)
    case .groupBox(let style):
      placeGroupBox(node, rect: rect, proposal: proposal, style: style, context, &canvas)
    }
  }

  private static func placeAligned(
    _ child: LayoutNode, in rect: Rect, proposal: Size, _ alignment: Alignment,
    _ context: DrawContext, _ canvas: inout Canvas
  ) {
    let origin = alignment.origin(of: size(child, proposal), in: rect)
    place(
      child, x: origin.x, y: origin.y, proposal: proposal, context: context, canvas: &canvas)
  }

  private static func placeGroupBox(
    _ node: LayoutNode, rect: Rect, proposal: Size, style: CellStyle, _ context: DrawContext,
    _ canvas: inout Canvas
  ) {
    var borderStyle = style
    (borderStyle.bold, borderStyle.underline, borderStyle.italic) = (false, false, false)
    canvas.drawBorder(rect, style: borderStyle, clip: context.clip)
    let labelProposal = groupBoxLabelProposal(proposal)
    let label = size(node.children[0], labelProposal)
    if label.width > 0, rect.width >= label.width + 6 {
      let gap = Array(repeating: Glyph.space, count: label.width + 2)
      canvas.draw(
        gap, column: rect.x + 2, row: rect.y, style: borderStyle, link: nil, clip: context.clip)
      place(
        node.children[0], x: rect.x + 3, y: rect.y, proposal: labelProposal, context: context,
        canvas: &canvas)
    }
    let insets = groupBoxInsets
    place(
      node.children[1], x: rect.x + insets.leading, y: rect.y + insets.top,
      proposal: proposal.inset(by: insets), context: context, canvas: &canvas)
  }
}
