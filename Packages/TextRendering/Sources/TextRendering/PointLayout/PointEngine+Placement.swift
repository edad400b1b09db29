extension PointEngine {
  /// Places `node` with its top leading corner at (`x`, `y`), at the size it chooses for
  /// `proposal`, appending what it draws to `scene`.
  static func place(
    _ node: LayoutNode, x: Double, y: Double, proposal: PointSize, scene: inout PictureScene
  ) {
    let chosen = size(node, proposal)
    let rect = PointRect(x: x, y: y, size: chosen)
    switch node.kind {
    case .empty, .spacer:
      return
    case .text(let block):
      placeText(node, block, rect: rect, proposal: proposal, scene: &scene)
    case .shape(let spec, let style):
      scene.append(.shape(spec.kind, rect, style.foreground, accentable: node.accentable))
    case .divider(_, let style):
      scene.append(.rule(rect, style.foreground))
    case .stack(let spec):
      let arranged = stack(spec).arranged(
        node, proposal, chosen: chosen, x: x, y: y, crossAlignment: spec.crossAlignment)
      for item in arranged {
        place(item.child, x: item.x, y: item.y, proposal: item.proposal, scene: &scene)
      }
    case .zStack(let alignment):
      for child in node.children {
        placeAligned(child, in: rect, proposal: proposal, alignment, &scene)
      }
    case .padding(let insets):
      place(
        node.children[0], x: x + Double(insets.leading), y: y + Double(insets.top),
        proposal: proposal.inset(by: insets), scene: &scene)
    case .frame(let spec):
      placeAligned(
        node.children[0], in: rect, proposal: spec.childProposal(proposal), spec.alignment,
        &scene)
    case .background(let fill):
      scene.append(.fill(rect, fill, accentable: node.accentable))
      place(node.children[0], x: x, y: y, proposal: proposal, scene: &scene)
    case .clipped:
      scene.append(.beginClip(rect))
      place(node.children[0], x: x, y: y, proposal: proposal, scene: &scene)
      scene.append(.endClip)
    case .offset(let dx, let dy):
      place(
        node.children[0], x: x + Double(dx), y: y + Double(dy), proposal: proposal,
        scene: &scene)
    case .link(let index):
      place(node.children[0], x: x, y: y, proposal: proposal, scene: &scene)
      scene.append(.link(rect, index))
    case .groupBox:
      placeGroupBox(node, rect: rect, proposal: proposal, &scene)
    }
  }

  private static func placeAligned(
    _ child: LayoutNode, in rect: PointRect, proposal: PointSize, _ alignment: Alignment,
    _ scene: inout PictureScene
  ) {
    let origin = alignment.origin(of: size(child, proposal), in: rect)
    place(child, x: origin.x, y: origin.y, proposal: proposal, scene: &scene)
  }

  /// SwiftUI's group box: a rounded, faintly tinted panel with the label (a headline) above
  /// the content, both inside its padding.
  private static func placeGroupBox(
    _ node: LayoutNode, rect: PointRect, proposal: PointSize,
    _ scene: inout PictureScene
  ) {
    scene.append(.panel(rect))
    let parts = groupBoxParts(node, proposal)
    let (left, top) = (rect.x + groupBoxPadding, rect.y + groupBoxPadding)
    place(
      node.children[0], x: left, y: top, proposal: parts.inner, scene: &scene)
    place(
      node.children[1], x: left, y: top + parts.contentTop, proposal: parts.inner,
      scene: &scene)
  }

  /// A text's lines at their baselines (or a redaction bar each), or its symbol.
  private static func placeText(
    _ node: LayoutNode, _ block: TextBlock, rect: PointRect, proposal: PointSize,
    scene: inout PictureScene
  ) {
    let style = block.style
    if let side = symbolSide(block), let name = block.symbol {
      let square = PointRect(
        x: rect.x, y: rect.y + (rect.height - side) / 2, width: side, height: side)
      scene.append(
        block.redacted
          ? .redaction(square, style.foreground, accentable: block.accentable)
          : .symbol(name, square, style.foreground, accentable: block.accentable))
      return
    }
    let lines = textLines(node, block, textProposal(block, proposal))
    let measure = PictureMetrics.measure
    let ascent = measure.ascent(size: lines.fontSize)
    let descent = measure.descent(size: lines.fontSize)
    let lead = (lines.lineHeight - ascent - descent) / 2
    for (index, text) in lines.lines.enumerated() {
      let width = lines.widths[index]
      let lineX = rect.x + block.alignment.offset(free: rect.width - width)
      let top = rect.y + Double(index) * lines.lineHeight
      if block.redacted {
        let barHeight = (lines.fontSize * 0.75).rounded()
        let bar = PointRect(
          x: lineX, y: top + (lines.lineHeight - barHeight) / 2, width: width, height: barHeight)
        scene.append(.redaction(bar, style.foreground, accentable: block.accentable))
        continue
      }
      scene.append(
        .line(
          PictureScene.Line(
            x: lineX, baseline: top + lead + ascent, text: text, size: lines.fontSize,
            bold: block.pictureBold, italic: style.italic, underline: style.underline,
            dim: block.pictureDim, color: style.foreground, accentable: block.accentable)))
    }
  }
}
