/// How a widget is rendered: frame, redaction, output style and content margins.
public struct RenderOptions: Sendable, Hashable {
  /// Whether to draw the box with rounded corners around the widget (adds a cell on each side).
  public var frame: Bool
  /// Whether to draw the whole widget as a placeholder (text as block runs).
  public var redacted: Bool
  /// Plain text or ANSI at a colour depth; see ``TerminalCapabilities``.
  public var output: OutputStyle
  /// The margins between the box and the content, like iOS 17's widget content margins.
  public var contentMargins: EdgeInsets

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
  /// A canvas with `view` laid out in a box of `size`: `size.columns` × `size.rows` cells, or
  /// two more each way with a frame. The view is proposed the box less its content margins and
  /// centred in that space; nothing is drawn outside it.
  public init(rendering view: some View, size: CanvasSize, options: RenderOptions = RenderOptions())
  {
    let border = options.frame ? 1 : 0
    self.init(columns: size.columns + 2 * border, rows: size.rows + 2 * border)
    let box = Rect(x: border, y: border, width: size.columns, height: size.rows)
    var environment = LayoutEnvironment()
    environment.redacted = options.redacted
    var builder = LayoutTreeBuilder(allowsLinkRegions: size.allowsLinkRegions)
    let root = builder.build(AnyView(view).node, environment)
    for target in builder.links { _ = linkIndex(for: target) }
    if let background = builder.containerBackground { fill(box, with: background, clip: box) }
    let content = box.inset(by: options.contentMargins)
    let proposal = Size(width: content.width, height: content.height)
    let chosen = LayoutEngine.size(root, proposal)
    LayoutEngine.place(
      root, x: content.x + (content.width - chosen.width) / 2,
      y: content.y + (content.height - chosen.height) / 2, proposal: proposal,
      context: DrawContext(clip: content, link: nil), canvas: &self)
    if let target = builder.widgetURL { link(box, to: linkIndex(for: target)) }
    if options.frame {
      drawBorder(bounds, style: CellStyle(foreground: .gray), clip: bounds)
    }
  }
}
