/// Writes a canvas as an SVG document: the widget as a picture, the card at its family's size
/// in points (a cell is 7.5 × 16 points, so a medium widget is 337.5 × 160, an iPhone's
/// medium widget), with rounded corners, real gradients, the views' own colours, bars and
/// dividers as rectangles, and text in ``PictureStyle/fontFamily``.
///
/// The document is self-contained and inert: no script, no `foreignObject`, no reference to
/// anything outside it (its only `url(…)`s are its own `#ids`); every string is escaped, and
/// the only attributes made from data are the `href`s of links that passed ``LinkValidator``
/// and the style's ``LinkCheck``. The output is deterministic: the same canvas gives the same
/// bytes.
public struct SVGWriter: CanvasWriter {
  /// The appearance, font stack and link check.
  public let style: PictureStyle

  /// A writer drawing in `style`.
  public init(style: PictureStyle = PictureStyle()) {
    self.style = style
  }

  /// The SVG document, with an XML declaration, ending in a line break.
  public func write(_ canvas: Canvas) -> String {
    var drawing = PictureDrawing(canvas: canvas, style: style)
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + drawing.svgElement() + "\n"
  }
}
