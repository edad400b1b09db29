/// Draws a canvas's picture (see ``PictureRecord``) as an `<svg>` element: the card at its
/// family's size in points with iOS's rounded corners, then what the point layout drew, in
/// order: fills and gradients as rectangles, shapes as circles and rounded rectangles, each
/// line of text as one `<text>` at its baseline, redacted lines as rounded bars, dividers as
/// hairlines, known SF Symbols as paths, links as `<a href>` over their areas (the widget's
/// `widgetURL` over the whole card), and a stack's page dots under the card. Every colour goes
/// through ``PicturePaint``.
struct PictureDrawing {
  /// The card's corner radius in points, as iOS draws a widget's corners.
  static let cornerRadius = 22
  /// The band under the card that holds a stack's page dots, in points.
  static let dotsHeight = 16.0
  /// The root's text size, SwiftUI's body; a line of another size says its own.
  static let fontSize = 17.0

  /// The colours an appearance gives what no view coloured.
  struct Palette {
    var label: Color
    var card: Color

    static func of(_ appearance: PictureStyle.Appearance) -> Palette {
      switch appearance {
      case .light: return Palette(label: .black, card: .white)
      case .dark: return Palette(label: .white, card: Color(hex: 0x1C1C1E))
      }
    }
  }

  let canvas: Canvas
  let style: PictureStyle
  private var output = ""

  init(canvas: Canvas, style: PictureStyle) {
    self.canvas = canvas
    self.style = style
  }

  private var record: PictureRecord { canvas.picture }
  var width: String { Markup.number(record.width) }
  var cardHeight: String { Markup.number(record.height) }
  var height: String {
    Markup.number(record.height + (record.pageDots == nil ? 0 : Self.dotsHeight))
  }

  func paint(_ color: Color?, accentable: Bool = false) -> String {
    PicturePaint.css(color, accentable: accentable, style: style)
  }

  /// The `<svg>` element, without an XML declaration: the only place the root is written.
  mutating func svgElement() -> String {
    let palette = Palette.of(style.appearance)
    output.reserveCapacity(record.scene.items.count * 96 + 1024)
    output.append(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"widget\" width=\"\(width)\" "
        + "height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\" font-family=\""
        + Markup.escaped(style.fontFamily, attribute: true)
        + "\" font-size=\"\(Markup.number(Self.fontSize))\" color=\"\(Markup.hex(palette.label))\" "
        + "fill=\"currentColor\"" + PictureAccessibility.rootAttributes(style) + ">\n"
        + PictureAccessibility.elements(style))
    var body = "<rect width=\"\(width)\" height=\"\(cardHeight)\""
    body.append(PicturePaint.cardAttributes(paint(palette.card), style: style) + "/>\n")
    var items = PictureItems(style: style, knockout: paint(palette.card))
    if let background = record.background {
      let card = PointRect(x: 0, y: 0, width: record.width, height: record.height)
      items.drawFill(background, in: card, accentable: record.backgroundAccentable, into: &body)
    }
    items.draw(record.scene, into: &body)
    drawLinks(into: &body)
    output.append(
      "<defs>\n<clipPath id=\"card\"><rect width=\"\(width)\" height=\"\(cardHeight)\" ")
    output.append("rx=\"\(Self.cornerRadius)\"/></clipPath>\n")
    output.append(items.defs)
    output.append("</defs>\n<g clip-path=\"url(#card)\">\n")
    output.append(body)
    output.append("</g>\n")
    drawDots()
    output.append("</svg>")
    return output
  }

  // MARK: Links

  /// An `<a href>` over the whole card for the widget's link, then one over each other link's
  /// area; a target the style's ``LinkCheck`` refuses gets none.
  private func drawLinks(into body: inout String) {
    let links = canvas.links
    var allowed = links.map { style.linkCheck.allows($0) }
    if let widget = record.widgetLink, widget < links.count {
      if allowed[widget] {
        body.append("<a href=\"\(Markup.escaped(links[widget], attribute: true))\">")
        body.append("<rect width=\"\(width)\" height=\"\(cardHeight)\" fill=\"\(paint(.black))\" ")
        body.append("fill-opacity=\"0\"/></a>\n")
      }
      allowed[widget] = false
    }
    guard allowed.contains(true) else { return }
    for item in record.scene.items {
      guard case .link(let rect, let link) = item, link < links.count, allowed[link], !rect.isEmpty
      else { continue }
      body.append("<a href=\"\(Markup.escaped(links[link], attribute: true))\"><rect")
      PictureItems.appendFrame(rect, to: &body)
      body.append(" fill=\"\(paint(.black))\" fill-opacity=\"0\"/></a>\n")
    }
  }

  // MARK: Page dots

  private mutating func drawDots() {
    guard let dots = record.pageDots else { return }
    let spacing = 12.0
    let total = Double(dots.count - 1) * spacing
    let start = record.width / 2 - total / 2
    let y = Markup.number(record.height + Self.dotsHeight / 2)
    let gray = paint(Color(hex: 0x8E8E93))
    for index in 0..<dots.count {
      let x = Markup.number(start + Double(index) * spacing)
      let opacity = index == dots.selected ? "1" : "0.35"
      output.append(
        "<circle cx=\"\(x)\" cy=\"\(y)\" r=\"3.5\" fill=\"\(gray)\" fill-opacity=\"\(opacity)\"/>\n"
      )
    }
  }
}
