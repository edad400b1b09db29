/// Writes the items of a ``PictureScene`` as SVG elements, gathering the definitions they
/// need (gradients, clip paths) for the document's `<defs>`.
struct PictureItems {
  let style: PictureStyle
  /// The colour of a filled symbol's cut-out mark: the card's.
  let knockout: String
  private(set) var defs = ""
  private var definitions = 0

  init(style: PictureStyle, knockout: String) {
    self.style = style
    self.knockout = knockout
  }

  private func paint(_ color: Color?, _ accentable: Bool = false) -> String {
    PicturePaint.css(color, accentable: accentable, style: style)
  }

  mutating func draw(_ scene: PictureScene, into body: inout String) {
    var open = 0
    for item in scene.items {
      switch item {
      case .fill(let rect, let fill, let accentable):
        drawFill(fill, in: rect, accentable: accentable, into: &body)
      case .shape(let kind, let rect, let color, let accentable):
        drawShape(kind, rect, fill: paint(color, accentable), into: &body)
      case .panel(let rect):
        body.append("<rect")
        Self.appendFrame(rect, to: &body)
        body.append(" rx=\"12\" fill=\"\(paint(nil))\" fill-opacity=\"0.08\"/>\n")
      case .line(let line):
        drawLine(line, into: &body)
      case .redaction(let rect, let color, let accentable):
        body.append("<rect")
        Self.appendFrame(rect, to: &body)
        body.append(" rx=\"\(Markup.number(min(rect.height, rect.width) / 2))\"")
        body.append(" fill=\"\(paint(color, accentable))\" fill-opacity=\"0.25\"/>\n")
      case .rule(let rect, let color):
        let hairline =
          rect.height <= rect.width
          ? PointRect(x: rect.x, y: rect.y + rect.height / 2 - 0.25, width: rect.width, height: 0.5)
          : PointRect(x: rect.x + rect.width / 2 - 0.25, y: rect.y, width: 0.5, height: rect.height)
        body.append("<rect")
        Self.appendFrame(hairline, to: &body)
        body.append(" fill=\"\(paint(color))\" fill-opacity=\"0.3\"/>\n")
      case .symbol(let name, let rect, let color, let accentable):
        body.append("<g transform=\"translate(\(Markup.number(rect.x)) \(Markup.number(rect.y)))")
        body.append(" scale(\(Markup.number(rect.width / 20)))\">")
        body.append(
          PictureSymbols.elements(name, color: paint(color, accentable), knockout: knockout))
        body.append("</g>\n")
      case .link:
        continue
      case .beginClip(let rect):
        defs.append("<clipPath id=\"c\(definitions)\"><rect")
        Self.appendFrame(rect, to: &defs)
        defs.append("/></clipPath>\n")
        body.append("<g clip-path=\"url(#c\(definitions))\">\n")
        definitions += 1
        open += 1
      case .endClip:
        guard open > 0 else { continue }
        body.append("</g>\n")
        open -= 1
      }
    }
    for _ in 0..<open { body.append("</g>\n") }
  }

  /// A colour or gradient over `rect`.
  mutating func drawFill(
    _ fill: Fill, in rect: PointRect, accentable: Bool, into body: inout String
  ) {
    body.append("<rect")
    Self.appendFrame(rect, to: &body)
    body.append(" fill=\"")
    switch fill {
    case .color(let color):
      body.append(paint(color, accentable))
    case .gradient(let gradient):
      body.append("url(#g\(definitions))")
      defineGradient(gradient, id: "g\(definitions)", over: rect)
      definitions += 1
    }
    body.append("\"/>\n")
  }

  /// A `<linearGradient>` in user space over `rect`, from its start point to its end point.
  private mutating func defineGradient(_ gradient: LinearGradient, id: String, over rect: PointRect)
  {
    func x(_ point: UnitPoint) -> String { Markup.number(rect.x + point.x * rect.width) }
    func y(_ point: UnitPoint) -> String { Markup.number(rect.y + point.y * rect.height) }
    defs.append(
      "<linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" "
        + "x1=\"\(x(gradient.startPoint))\" y1=\"\(y(gradient.startPoint))\" "
        + "x2=\"\(x(gradient.endPoint))\" y2=\"\(y(gradient.endPoint))\">")
    let colors = gradient.colors.isEmpty ? [Color.black] : gradient.colors
    for (index, color) in colors.enumerated() {
      let offset = colors.count == 1 ? 0 : Double(index) / Double(colors.count - 1)
      defs.append("<stop offset=\"\(Markup.number(offset))\" stop-color=\"\(paint(color))\"/>")
    }
    defs.append("</linearGradient>\n")
  }

  private func drawShape(
    _ kind: ShapeKind, _ rect: PointRect, fill: String, into body: inout String
  ) {
    guard !rect.isEmpty else { return }
    let radius: Double
    switch kind {
    case .circle:
      let r = Markup.number(min(rect.width, rect.height) / 2)
      body.append("<circle cx=\"\(Markup.number(rect.x + rect.width / 2))\" ")
      body.append(
        "cy=\"\(Markup.number(rect.y + rect.height / 2))\" r=\"\(r)\" fill=\"\(fill)\"/>\n")
      return
    case .capsule: radius = min(rect.width, rect.height) / 2
    case .roundedRectangle(let corner):
      radius = min(Double(corner), min(rect.width, rect.height) / 2)
    }
    body.append("<rect")
    Self.appendFrame(rect, to: &body)
    if radius > 0 { body.append(" rx=\"\(Markup.number(radius))\"") }
    body.append(" fill=\"\(fill)\"/>\n")
  }

  /// One `<text>` for a line: one `x`, at its baseline, in its size and weight.
  private func drawLine(_ line: PictureScene.Line, into body: inout String) {
    body.append("<text x=\"\(Markup.number(line.x))\" y=\"\(Markup.number(line.baseline))\"")
    if line.size != PictureDrawing.fontSize {
      body.append(" font-size=\"\(Markup.number(line.size))\"")
    }
    if line.bold { body.append(" font-weight=\"bold\"") }
    if line.color != nil || line.accentable {
      body.append(" fill=\"\(paint(line.color, line.accentable))\"")
    }
    if line.italic { body.append(" font-style=\"italic\"") }
    if line.underline { body.append(" text-decoration=\"underline\"") }
    if line.dim { body.append(" fill-opacity=\"0.6\"") }
    body.append(">")
    Markup.appendEscaped(line.text, to: &body)
    body.append("</text>\n")
  }

  /// ` x="…" y="…" width="…" height="…"` for `rect`.
  static func appendFrame(_ rect: PointRect, to output: inout String) {
    output.append(" x=\"\(Markup.number(rect.x))\" y=\"\(Markup.number(rect.y))\" ")
    output.append("width=\"\(Markup.number(rect.width))\" height=\"\(Markup.number(rect.height))\"")
  }
}
