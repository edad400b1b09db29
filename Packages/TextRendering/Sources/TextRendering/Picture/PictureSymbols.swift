/// The SF Symbols a picture draws as shapes, in a 20-point square scaled to the symbol's size:
/// circles, checks, crosses, squares, chevrons, arrows, stars, hearts and people. Other
/// symbols are drawn as their ``SymbolGlyphs`` glyph in the font stack.
enum PictureSymbols {
  /// Whether `name` has a drawing.
  static func draws(_ name: String) -> Bool { drawings[name] != nil }

  /// The SVG elements of `name` in a 20 × 20 box: `stroke` and `fill` are the symbol's
  /// colour, `knockout` the colour of a filled symbol's cut-out mark. Empty for an unknown name.
  static func elements(_ name: String, color: String, knockout: String) -> String {
    guard let parts = drawings[name] else { return "" }
    return parts.map { part in
      switch part {
      case .stroke(let path):
        return "<path d=\"\(path)\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"1.8\" "
          + "stroke-linecap=\"round\" stroke-linejoin=\"round\"/>"
      case .fill(let path):
        return "<path d=\"\(path)\" fill=\"\(color)\"/>"
      case .knockout(let path):
        return "<path d=\"\(path)\" fill=\"none\" stroke=\"\(knockout)\" stroke-width=\"2\" "
          + "stroke-linecap=\"round\" stroke-linejoin=\"round\"/>"
      }
    }.joined()
  }

  private enum Part {
    case stroke(String)
    case fill(String)
    case knockout(String)
  }

  private static let ring = "M10 1.5a8.5 8.5 0 1 0 0.001 0Z"
  private static let disc = "M10 1a9 9 0 1 0 0.001 0Z"
  private static let box =
    "M4 2.5h12a1.5 1.5 0 0 1 1.5 1.5v12a1.5 1.5 0 0 1-1.5 1.5h-12a1.5 1.5 0 0 1-1.5-1.5v-12a1.5 1.5 0 0 1 1.5-1.5Z"
  private static let check = "M5.5 10.5l3 3 6-7"
  private static let bigCheck = "M3.5 10.5l4.5 4.5 8.5-10"
  private static let cross = "M6.5 6.5l7 7M13.5 6.5l-7 7"
  private static let bigCross = "M4.5 4.5l11 11M15.5 4.5l-11 11"
  private static let star =
    "M10 1.8l2.5 5.3 5.8.7-4.3 4 1.1 5.7-5.1-2.8-5.1 2.8 1.1-5.7-4.3-4 5.8-.7Z"
  private static let heart =
    "M10 17.5s-7.5-4.6-7.5-9.6a4.1 4.1 0 0 1 7.5-2.4 4.1 4.1 0 0 1 7.5 2.4c0 5-7.5 9.6-7.5 9.6Z"
  private static let head = "M10 2.5a3.75 3.75 0 1 0 0.001 0Z"
  private static let shoulders = "M3 18c0-4 3.1-6.5 7-6.5s7 2.5 7 6.5Z"

  private static let drawings: [String: [Part]] = [
    "circle": [.stroke(ring)],
    "circle.fill": [.fill(disc)],
    "largecircle.fill.circle": [.stroke(ring), .fill("M10 5a5 5 0 1 0 0.001 0Z")],
    "checkmark": [.stroke(bigCheck)],
    "checkmark.circle": [.stroke(ring), .stroke(check)],
    "checkmark.circle.fill": [.fill(disc), .knockout(check)],
    "xmark": [.stroke(bigCross)],
    "xmark.circle": [.stroke(ring), .stroke(cross)],
    "xmark.circle.fill": [.fill(disc), .knockout(cross)],
    "square": [.stroke(box)],
    "square.fill": [.fill(box)],
    "checkmark.square": [.stroke(box), .stroke(check)],
    "checkmark.square.fill": [.fill(box), .knockout(check)],
    "xmark.square": [.stroke(box), .stroke(cross)],
    "plus": [.stroke("M10 3.5v13M3.5 10h13")],
    "minus": [.stroke("M3.5 10h13")],
    "plus.circle": [.stroke(ring), .stroke("M10 6v8M6 10h8")],
    "minus.circle": [.stroke(ring), .stroke("M6 10h8")],
    "chevron.right": [.stroke("M7.5 3.5l6.5 6.5-6.5 6.5")],
    "chevron.left": [.stroke("M12.5 3.5l-6.5 6.5 6.5 6.5")],
    "chevron.up": [.stroke("M3.5 12.5l6.5-6.5 6.5 6.5")],
    "chevron.down": [.stroke("M3.5 7.5l6.5 6.5 6.5-6.5")],
    "arrow.up": [.stroke("M10 17V3M4 9l6-6 6 6")],
    "arrow.down": [.stroke("M10 3v14M4 11l6 6 6-6")],
    "arrow.left": [.stroke("M17 10H3M9 4l-6 6 6 6")],
    "arrow.right": [.stroke("M3 10h14M11 4l6 6-6 6")],
    "arrow.clockwise": [.stroke("M16 10a6 6 0 1 1-1.8-4.3M14.5 2.5v3.5H11")],
    "star": [.stroke(star)],
    "star.fill": [.fill(star)],
    "heart": [.stroke(heart)],
    "heart.fill": [.fill(heart)],
    "person": [.stroke(head), .stroke(shoulders)],
    "person.fill": [.fill(head), .fill(shoulders)],
    "person.crop.circle": [
      .stroke(ring), .stroke("M10 5a3 3 0 1 0 0.001 0ZM4.8 16c1-2.5 3-3.5 5.2-3.5s4.2 1 5.2 3.5"),
    ],
    "list.bullet": [
      .fill(
        "M3.5 3.5a1.5 1.5 0 1 0 0.001 0ZM3.5 8.5a1.5 1.5 0 1 0 0.001 0ZM3.5 13.5a1.5 1.5 0 1 0 0.001 0Z"
      ),
      .stroke("M8 5h9M8 10h9M8 15h9"),
    ],
    "list.dash": [.stroke("M3 5h2M3 10h2M3 15h2M8 5h9M8 10h9M8 15h9")],
  ]
}
