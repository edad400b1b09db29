/// Writes a canvas as an SVG document: the widget as a picture, laid out in points as SwiftUI
/// lays it out, the card at its family's iOS size (``CanvasSize/pointWidth`` ×
/// ``CanvasSize/pointHeight``: a medium widget is 338 × 158) with rounded corners, real
/// gradients and shapes, the views' own colours, each line of text one `<text>` in
/// ``PictureStyle/fontFamily`` at its font's size, and known SF Symbols as drawn paths.
///
/// The canvas must be laid out for a picture: `Canvas(rendering:size:options:)` with an
/// ``OutputStyle/svg(_:)`` or ``OutputStyle/html(_:)`` output, as `render(_:size:options:)`
/// does. A canvas laid out for a terminal holds no picture and gives an empty card.
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
