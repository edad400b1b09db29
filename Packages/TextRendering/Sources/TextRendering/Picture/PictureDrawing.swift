/// Draws a laid-out canvas as an `<svg>` element: what ``SVGWriter`` and ``HTMLWriter`` share.
///
/// It works from the cells and the canvas's ``PictureRecord``, never from a view type, so every
/// view that lays out to cells draws: fills (colours and gradients) as rectangles over their
/// area; box-drawing lines (dividers, group boxes, `│` axes) as thin rectangles and arcs; block
/// elements (`█`, `▏`…`▉`, `▁`…`▇`, shades) as rectangles, so bars are shapes; redacted lines
/// as rounded bars; every other character as text, each glyph placed at its cell; links as
/// `<a href>` over their cells (the widget's `widgetURL` over the whole card). The frame's ring
/// is not drawn: the card's rounded edge is the frame.
struct PictureDrawing {
  /// A cell's width in points, in halves (7.5 points).
  static let cellHalves = 15
  /// A cell's width in points.
  static let cellWidth = 7.5
  /// A cell's height in points.
  static let cellHeight = 16
  /// The text size in points.
  static let fontSize = 13
  /// The baseline, from a row's top, in points.
  static let baseline = 12
  /// The card's corner radius in points, as iOS draws a widget's corners.
  static let cornerRadius = 22

  /// The colours an appearance gives what no view coloured.
  struct Palette {
    var label: String
    var card: String

    static func of(_ appearance: PictureStyle.Appearance) -> Palette {
      switch appearance {
      case .light: return Palette(label: "#000000", card: "#ffffff")
      case .dark: return Palette(label: "#ffffff", card: "#1c1c1e")
      }
    }
  }

  let canvas: Canvas
  let style: PictureStyle
  private var output = ""
  private var defs = ""
  private var gradients = 0

  init(canvas: Canvas, style: PictureStyle) {
    self.canvas = canvas
    self.style = style
  }

  var width: String { Markup.number(Double(canvas.columns) * Self.cellWidth) }
  var cardHeight: Int { canvas.rows * Self.cellHeight }
  var height: Int { cardHeight + (canvas.picture.pageDots == nil ? 0 : Self.cellHeight) }

  /// The `<svg>` element, without an XML declaration.
  mutating func svgElement() -> String {
    let palette = Palette.of(style.appearance)
    output.reserveCapacity(canvas.columns * canvas.rows * 24 + 1024)
    output.append(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"widget\" width=\"\(width)\" "
        + "height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\" font-family=\""
        + Markup.escaped(style.fontFamily, attribute: true)
        + "\" font-size=\"\(Self.fontSize)\" text-anchor=\"middle\" color=\"\(palette.label)\" fill=\"currentColor\""
        + PictureAccessibility.rootAttributes(style) + ">\n" + PictureAccessibility.elements(style)
    )
    let body = drawBody(palette)
    output.append(
      "<defs>\n<clipPath id=\"card\"><rect width=\"\(width)\" height=\"\(cardHeight)\" ")
    output.append("rx=\"\(Self.cornerRadius)\"/></clipPath>\n")
    output.append(defs)
    output.append("</defs>\n<g clip-path=\"url(#card)\">\n")
    output.append(body)
    output.append("</g>\n")
    drawDots()
    output.append("</svg>")
    return output
  }

  // MARK: The card

  private mutating func drawBody(_ palette: Palette) -> String {
    var body = ""
    body.append("<rect width=\"\(width)\" height=\"\(cardHeight)\"")
    body.append(PicturePaint.cardAttributes(palette.card, style: style) + "/>\n")
    for painted in canvas.picture.fills { drawFill(painted, into: &body) }
    var skipped = [Bool](repeating: false, count: canvas.columns * canvas.rows)
    for redaction in canvas.picture.redactions {
      let rect = redaction.rect
      for row in rect.y..<rect.maxY {
        for column in rect.x..<rect.maxX { skipped[row * canvas.columns + column] = true }
      }
      body.append("<rect x=\"")
      Markup.appendHalves(rect.x * Self.cellHalves, to: &body)
      body.append("\" y=\"\(rect.y * Self.cellHeight + 3)\" width=\"")
      Markup.appendHalves(rect.width * Self.cellHalves, to: &body)
      body.append("\" height=\"10\" rx=\"5\"\(fillAttribute(redaction.color))")
      body.append(" fill-opacity=\"0.25\"/>\n")
    }
    if canvas.picture.framed, canvas.columns > 0, canvas.rows > 0 {
      for column in 0..<canvas.columns {
        skipped[column] = true
        skipped[(canvas.rows - 1) * canvas.columns + column] = true
      }
      for row in 0..<canvas.rows {
        skipped[row * canvas.columns] = true
        skipped[row * canvas.columns + canvas.columns - 1] = true
      }
    }
    var cells = CellPass(canvas: canvas, skipped: skipped, style: style)
    cells.draw()
    body.append(cells.shapes)
    body.append(cells.text)
    drawLinks(into: &body)
    return body
  }

  private mutating func drawFill(_ painted: PictureRecord.PaintedFill, into body: inout String) {
    let area = painted.area
    body.append("<rect x=\"")
    Markup.appendHalves(area.x * Self.cellHalves, to: &body)
    body.append("\" y=\"\(area.y * Self.cellHeight)\" width=\"")
    Markup.appendHalves(area.width * Self.cellHalves, to: &body)
    body.append("\" height=\"\(area.height * Self.cellHeight)\" fill=\"")
    switch painted.fill {
    case .color(let color):
      body.append(PicturePaint.background(color, style: style))
    case .gradient(let gradient) where style.rendering == .accented:
      body.append(PicturePaint.background(gradient.colors.first ?? .black, style: style))
    case .gradient(let gradient):
      body.append("url(#g\(gradients))")
      defineGradient(gradient, over: painted.rect)
    }
    body.append("\"/>\n")
  }

  /// A `<linearGradient>` in user space over `rect`, from its start point to its end point.
  private mutating func defineGradient(_ gradient: LinearGradient, over rect: Rect) {
    let left = Double(rect.x) * Self.cellWidth
    let top = Double(rect.y * Self.cellHeight)
    let width = Double(rect.width) * Self.cellWidth
    let height = Double(rect.height * Self.cellHeight)
    func x(_ point: UnitPoint) -> String { Markup.number(left + point.x * width) }
    func y(_ point: UnitPoint) -> String { Markup.number(top + point.y * height) }
    defs.append(
      "<linearGradient id=\"g\(gradients)\" gradientUnits=\"userSpaceOnUse\" "
        + "x1=\"\(x(gradient.startPoint))\" y1=\"\(y(gradient.startPoint))\" "
        + "x2=\"\(x(gradient.endPoint))\" y2=\"\(y(gradient.endPoint))\">")
    let colors = gradient.colors.isEmpty ? [Color.black] : gradient.colors
    for (index, color) in colors.enumerated() {
      let offset = colors.count == 1 ? 0 : Double(index) / Double(colors.count - 1)
      defs.append(
        "<stop offset=\"\(Markup.number(offset))\" stop-color=\"\(Markup.hex(color))\"/>")
    }
    defs.append("</linearGradient>\n")
    gradients += 1
  }

  // MARK: Links

  /// An `<a href>` over the whole card for the widget's link, then one over each row's run of
  /// cells for every other link; a target the style's ``LinkCheck`` refuses gets none.
  private func drawLinks(into body: inout String) {
    let links = canvas.links
    var allowed = links.map { style.linkCheck.allows($0) }
    if let widget = canvas.picture.widgetLink, widget < links.count {
      if allowed[widget] {
        body.append("<a href=\"\(Markup.escaped(links[widget], attribute: true))\">")
        body.append("<rect width=\"\(width)\" height=\"\(cardHeight)\" fill=\"#000000\" ")
        body.append("fill-opacity=\"0\"/></a>\n")
      }
      allowed[widget] = false
    }
    guard allowed.contains(true) else { return }
    for row in 0..<canvas.rows {
      var column = 0
      while column < canvas.columns {
        guard let link = canvas[column, row].link, link < links.count, allowed[link] else {
          column += 1
          continue
        }
        var end = column + 1
        while end < canvas.columns, canvas[end, row].link == link { end += 1 }
        body.append("<a href=\"\(Markup.escaped(links[link], attribute: true))\"><rect x=\"")
        Markup.appendHalves(column * Self.cellHalves, to: &body)
        body.append("\" y=\"\(row * Self.cellHeight)\" width=\"")
        Markup.appendHalves((end - column) * Self.cellHalves, to: &body)
        body.append("\" height=\"\(Self.cellHeight)\" fill=\"#000000\" fill-opacity=\"0\"/></a>\n")
        column = end
      }
    }
  }

  // MARK: Page dots

  private mutating func drawDots() {
    guard let dots = canvas.picture.pageDots else { return }
    let spacing = 12.0
    let total = Double(dots.count - 1) * spacing
    let start = Double(canvas.columns) * Self.cellWidth / 2 - total / 2
    let y = cardHeight + Self.cellHeight / 2
    for index in 0..<dots.count {
      let x = Markup.number(start + Double(index) * spacing)
      let opacity = index == dots.selected ? "1" : "0.35"
      output.append(
        "<circle cx=\"\(x)\" cy=\"\(y)\" r=\"3.5\" fill=\"#8e8e93\" fill-opacity=\"\(opacity)\"/>\n"
      )
    }
  }

  /// ` fill="…"` for a colour in the style's rendering mode (``PicturePaint``).
  func fillAttribute(_ color: Color?) -> String {
    PicturePaint.fillAttribute(color, style: style)
  }
}
