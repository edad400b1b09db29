/// Writes a canvas as an HTML document holding the widget's SVG (see ``SVGWriter``), for a
/// browser tab, a dashboard or an `iframe`.
///
/// The appearance follows the reader's `prefers-color-scheme` (the style's own appearance when
/// the reader has no preference): the card and the text no view coloured change with it; the
/// views' own colours stay. The document allows no script and loads nothing (its
/// `Content-Security-Policy` allows inline styles alone), and every string in it is escaped.
public struct HTMLWriter: CanvasWriter {
  /// The appearance (when the reader has no preference), font stack and link check.
  public let style: PictureStyle
  /// The document's title.
  public let title: String

  /// A writer drawing in `style`, titled `title`.
  public init(style: PictureStyle = PictureStyle(), title: String = "Widget") {
    self.style = style
    self.title = title
  }

  /// The HTML document, also well-formed XML (XHTML), ending in a line break.
  public func write(_ canvas: Canvas) -> String {
    var drawing = PictureDrawing(canvas: canvas, style: style)
    let svg = drawing.svgElement()
    let light = PictureDrawing.Palette.of(.light)
    let dark = PictureDrawing.Palette.of(.dark)
    let (base, other, otherName) =
      style.appearance == .light ? (light, dark, "dark") : (dark, light, "light")
    func paint(_ color: Color) -> String {
      PicturePaint.css(color, accentable: false, style: style)
    }
    return """
      <!DOCTYPE html>
      <html xmlns="http://www.w3.org/1999/xhtml" lang="en">
      <head>
      <meta charset="utf-8"/>
      <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'"/>
      <meta name="viewport" content="width=device-width"/>
      <title>\(Markup.escaped(title))</title>
      <style>
      html, body { margin: 0; background: transparent; }
      svg.widget { display: block; color: \(paint(base.label)); }
      svg.widget .card { fill: \(paint(base.card)); }
      @media (prefers-color-scheme: \(otherName)) {
        svg.widget { color: \(paint(other.label)); }
        svg.widget .card { fill: \(paint(other.card)); }
      }
      </style>
      </head>
      <body>
      \(svg)
      </body>
      </html>

      """
  }
}
