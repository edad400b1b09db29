extension Canvas {
  /// A canvas for the picture writers: `view` built for the picture surface and laid out in
  /// points in the card of `size` (``CanvasSize/pointWidth`` × ``CanvasSize/pointHeight``),
  /// less the content margins, centred in that space. The card's rounded edge is the frame.
  /// It has no cells (0 × 0): a picture is drawn from its ``PictureRecord``.
  init(picturing view: some View, size: CanvasSize, options: RenderOptions) {
    self.init(columns: 0, rows: 0)
    var environment = LayoutEnvironment()
    environment.redacted = options.redacted
    environment.surface = .picture
    var builder = LayoutTreeBuilder(allowsLinkRegions: size.allowsLinkRegions)
    let root = builder.build(AnyView(view).node, environment)
    for target in builder.links { _ = linkIndex(for: target) }
    picture.width = size.pointWidth
    picture.height = size.pointHeight
    picture.background = builder.containerBackground
    let margins = Self.pointMargins(options.contentMargins)
    let content = PointRect(x: 0, y: 0, width: size.pointWidth, height: size.pointHeight)
      .inset(by: margins)
    let proposal = PointSize(width: content.width, height: content.height)
    let chosen = PointEngine.size(root, proposal)
    PointEngine.place(
      root, x: content.x + (content.width - chosen.width) / 2,
      y: content.y + (content.height - chosen.height) / 2, proposal: proposal,
      context: PointContext(), scene: &picture.scene)
    if let target = builder.widgetURL { picture.widgetLink = linkIndex(for: target) }
    picture.pageDots = options.pageDots
  }

  /// Content margins in points: iOS 17's 16 points for the widget's default margins, and
  /// otherwise 8 points a column and 16 a row of the margins asked for.
  static func pointMargins(_ margins: EdgeInsets) -> EdgeInsets {
    guard margins != .widgetContentMargins else {
      return EdgeInsets(.all, LayoutTreeBuilder.pointPadding)
    }
    return EdgeInsets(
      top: margins.top * 16, leading: margins.leading * 8, bottom: margins.bottom * 16,
      trailing: margins.trailing * 8)
  }
}
