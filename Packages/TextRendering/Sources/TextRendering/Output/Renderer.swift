/// How a widget is rendered: frame, redaction, output style and content margins.
public struct RenderOptions: Sendable, Hashable {
  /// Whether to draw the widget's edge, a rounded border, on the outermost cells of its box.
  /// The frame is part of the box, never around it: a framed widget is exactly its box.
  public var frame: Bool
  /// Whether to draw the whole widget as a placeholder (text as block runs).
  public var redacted: Bool
  /// Plain text or ANSI at a colour depth; see ``TerminalCapabilities``.
  public var output: OutputStyle
  /// The margins between the box's edge and the content, like iOS 17's widget content
  /// margins. With a frame, each is at least one cell, so the content never covers the frame.
  public var contentMargins: EdgeInsets
  /// The page dots of a stack of widgets, which the picture writers draw under the card (the
  /// terminal writers leave them to the stack's own row); `nil` for a widget alone.
  public var pageDots: PageDots? = nil

  /// Options; by default plain, unframed, not redacted, with widget content margins.
  public init(
    frame: Bool = false, redacted: Bool = false, output: OutputStyle = .plain,
    contentMargins: EdgeInsets = .widgetContentMargins
  ) {
    self.frame = frame
    self.redacted = redacted
    self.output = output
    self.contentMargins = contentMargins
  }
}

/// Lays `view` out in a box of `size` and writes it as `options.output` says.
public func render(
  _ view: some View, size: CanvasSize, options: RenderOptions = RenderOptions()
) -> String {
  options.output.writer.write(Canvas(rendering: view, size: size, options: options))
}

extension Canvas {
  /// A canvas of exactly `size.columns` × `size.rows` cells with `view` laid out in it: the
  /// widget's box is its whole footprint. With a frame, the rounded border takes the
  /// outermost cells of the box, inside it, as an iOS widget's rounded corners are part of its
  /// size. The view is proposed the box less its content margins (each at least one cell with
  /// a frame; the default margins are wider than the frame, so the content gets the same space
  /// framed or not) and centred in that space; nothing is drawn outside it.
  ///
  /// A picture output (``OutputStyle/svg(_:)``, ``OutputStyle/html(_:)``) lays the view out in
  /// points instead, in the box's ``CanvasSize/pointWidth`` × ``CanvasSize/pointHeight``, for
  /// the picture writers; such a canvas has no cells (0 × 0).
  public init(rendering view: some View, size: CanvasSize, options: RenderOptions = RenderOptions())
  {
    if options.output.isPicture {
      self.init(picturing: view, size: size, options: options)
      return
    }
    self.init(columns: size.columns, rows: size.rows)
    let box = bounds
    var environment = LayoutEnvironment()
    environment.redacted = options.redacted
    var builder = LayoutTreeBuilder(allowsLinkRegions: size.allowsLinkRegions)
    let root = builder.build(AnyView(view).node, environment)
    for target in builder.links { _ = linkIndex(for: target) }
    if let background = builder.containerBackground { fill(box, with: background, clip: box) }
    let content = box.inset(by: Self.margins(options))
    let proposal = Size(width: content.width, height: content.height)
    let chosen = LayoutEngine.size(root, proposal)
    LayoutEngine.place(
      root, x: content.x + (content.width - chosen.width) / 2,
      y: content.y + (content.height - chosen.height) / 2, proposal: proposal,
      context: DrawContext(clip: content, link: nil), canvas: &self)
    if let target = builder.widgetURL { link(box, to: linkIndex(for: target)) }
    if options.frame {
      drawBorder(box, style: CellStyle(foreground: .gray), clip: box)
    }
  }

  /// The content margins `options` asks for, each at least one cell when a frame takes the
  /// outermost ring of the box.
  static func margins(_ options: RenderOptions) -> EdgeInsets {
    let margins = options.contentMargins
    guard options.frame else { return margins }
    return EdgeInsets(
      top: max(margins.top, 1), leading: max(margins.leading, 1),
      bottom: max(margins.bottom, 1), trailing: max(margins.trailing, 1))
  }
}
