/// One pass over a canvas's cells for ``PictureDrawing``: box-drawing and block characters
/// become shapes, every other character text.
///
/// Text runs keep a style (colour, weight, dim, italic, underline) and break at a change of
/// style, at two spaces or more, at a shape, and around a character of more than one scalar
/// (an emoji sequence, a combining mark), which gets its own `<text>`. Each glyph of a run is
/// placed at its cell (`x` lists one position a character), so any font lines up with the
/// layout and columns stay columns.
struct CellPass {
  let canvas: Canvas
  /// Cells drawn otherwise: redacted, or the frame's ring.
  let skipped: [Bool]
  /// The style whose rendering mode every colour is written in (``PicturePaint``).
  let pictureStyle: PictureStyle
  private(set) var shapes = ""
  private(set) var text = ""

  init(canvas: Canvas, skipped: [Bool], style: PictureStyle) {
    self.canvas = canvas
    self.skipped = skipped
    self.pictureStyle = style
    shapes.reserveCapacity(canvas.columns * 8)
    text.reserveCapacity(canvas.columns * canvas.rows * 12)
  }

  /// The run of text being gathered.
  private struct Run {
    var style: CellStyle
    var row: Int
    var characters = ""
    var positions = ""
    /// The column right after the run's last glyph.
    var next: Int
    /// Whether every character is a single scalar, so `x` lists one position each.
    var single: Bool
  }

  /// A horizontal run of one shape (`─` or `█`) in one colour, merged into one rectangle.
  private struct Strip {
    var shape: Shape
    var color: Color?
    var row: Int
    var start: Int
    var end: Int
  }

  private var run: Run?
  private var pendingSpace: Int?
  private var strip: Strip?

  mutating func draw() {
    for row in 0..<canvas.rows {
      for column in 0..<canvas.columns {
        let cell = canvas[column, row]
        if cell.isContinuation { continue }
        if skipped[row * canvas.columns + column] {
          flushText()
          flushStrip()
          continue
        }
        let width = column + 1 < canvas.columns && canvas[column + 1, row].isContinuation ? 2 : 1
        visit(cell, column: column, row: row, width: width)
      }
      flushText()
      flushStrip()
    }
  }

  private mutating func visit(_ cell: Cell, column: Int, row: Int, width: Int) {
    let character = cell.character
    if character == " " {
      flushStrip()
      guard run != nil else { return }
      if pendingSpace == nil, run?.next == column {
        pendingSpace = column
      } else {
        flushText()
      }
      return
    }
    if let shape = Shape(character) {
      flushText()
      drawShape(shape, color: cell.style.foreground, column: column, row: row)
      return
    }
    flushStrip()
    let single = character.unicodeScalars.count == 1
    if var current = run, current.style == cell.style, current.single, single,
      current.next == (pendingSpace ?? column),
      pendingSpace.map({ $0 + 1 == column }) ?? true
    {
      if let space = pendingSpace {
        current.characters.append(" ")
        appendPosition(space, width: 1, to: &current.positions)
      }
      append(character, column: column, width: width, to: &current)
      current.next = column + width
      run = current
      pendingSpace = nil
    } else {
      flushText()
      var fresh = Run(style: cell.style, row: row, next: column + width, single: single)
      append(character, column: column, width: width, to: &fresh)
      run = fresh
      if !single { flushText() }
    }
  }

  private func append(_ character: String, column: Int, width: Int, to run: inout Run) {
    Markup.appendEscaped(character, to: &run.characters)
    appendPosition(column, width: width, to: &run.positions)
  }

  /// The middle of the glyph's cells: each glyph is centred in its cells, as a terminal
  /// centres a narrow glyph of its font.
  private func appendPosition(_ column: Int, width: Int, to positions: inout String) {
    if !positions.isEmpty { positions.append(" ") }
    let quarters = column * PictureDrawing.cellHalves * 2 + width * PictureDrawing.cellHalves
    positions.append(String(quarters / 4))
    switch quarters % 4 {
    case 1: positions.append(".25")
    case 2: positions.append(".5")
    case 3: positions.append(".75")
    default: break
    }
  }

  private mutating func flushText() {
    pendingSpace = nil
    guard let finished = run else { return }
    run = nil
    let style = finished.style
    text.append("<text x=\"")
    text.append(finished.positions)
    text.append("\" y=\"\(finished.row * PictureDrawing.cellHeight + PictureDrawing.baseline)\"")
    text.append(PicturePaint.fillAttribute(style.foreground, style: pictureStyle))
    if style.bold { text.append(" font-weight=\"bold\"") }
    if style.italic { text.append(" font-style=\"italic\"") }
    if style.underline { text.append(" text-decoration=\"underline\"") }
    if style.dim { text.append(" fill-opacity=\"0.6\"") }
    text.append(">")
    text.append(finished.characters)
    text.append("</text>\n")
  }

  // MARK: Shapes

  /// What a box-drawing or block character draws.
  enum Shape: Equatable {
    /// `─`: a line across the middle.
    case horizontal
    /// `│`: a line down the middle.
    case vertical
    /// `╭ ╮ ╰ ╯`: a rounded corner joining two of the cell's edges.
    case corner(Character)
    /// A block: the part of the cell it covers, in eighths from the left, top, width, height.
    case block(x: Int, y: Int, width: Int, height: Int, opacity: Double)

    init?(_ character: String) {
      guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1
      else { return nil }
      switch scalar.value {
      case 0x2500: self = .horizontal
      case 0x2502: self = .vertical
      case 0x256D...0x2570: self = .corner(Character(scalar))
      case 0x2580: self = .block(x: 0, y: 0, width: 8, height: 4, opacity: 1)
      case 0x2581...0x2588:
        let eighths = Int(scalar.value - 0x2580)
        self = .block(x: 0, y: 8 - eighths, width: 8, height: eighths, opacity: 1)
      case 0x2589...0x258F:
        self = .block(x: 0, y: 0, width: Int(0x2590 - scalar.value), height: 8, opacity: 1)
      case 0x2590: self = .block(x: 4, y: 0, width: 4, height: 8, opacity: 1)
      case 0x2591...0x2593:
        let opacity = Double(scalar.value - 0x2590) / 4
        self = .block(x: 0, y: 0, width: 8, height: 8, opacity: opacity)
      case 0x2594: self = .block(x: 0, y: 0, width: 8, height: 1, opacity: 1)
      case 0x2595: self = .block(x: 7, y: 0, width: 1, height: 8, opacity: 1)
      default: return nil
      }
    }

    static let full = Shape.block(x: 0, y: 0, width: 8, height: 8, opacity: 1)
  }

  private mutating func drawShape(_ shape: Shape, color: Color?, column: Int, row: Int) {
    if shape == .horizontal || shape == .full {
      if let current = strip, current.shape == shape, current.color == color, current.row == row,
        current.end == column
      {
        strip?.end = column + 1
        return
      }
      flushStrip()
      strip = Strip(shape: shape, color: color, row: row, start: column, end: column + 1)
      return
    }
    flushStrip()
    let left = Double(column) * PictureDrawing.cellWidth
    let top = Double(row * PictureDrawing.cellHeight)
    let width = PictureDrawing.cellWidth
    let height = Double(PictureDrawing.cellHeight)
    switch shape {
    case .vertical:
      rect(x: left + width / 2 - 0.5, y: top, width: 1, height: height, line: color)
    case .corner(let corner):
      drawCorner(corner, left: left, top: top, color: color)
    case .block(let x, let y, let w, let h, let opacity):
      rect(
        x: left + width * Double(x) / 8, y: top + height * Double(y) / 8,
        width: width * Double(w) / 8, height: height * Double(h) / 8, color: color,
        opacity: opacity)
    case .horizontal:
      break
    }
  }

  private mutating func flushStrip() {
    guard let finished = strip else { return }
    strip = nil
    let left = Double(finished.start) * PictureDrawing.cellWidth
    let width = Double(finished.end - finished.start) * PictureDrawing.cellWidth
    let top = Double(finished.row * PictureDrawing.cellHeight)
    if finished.shape == .horizontal {
      rect(
        x: left, y: top + Double(PictureDrawing.cellHeight) / 2 - 0.5, width: width, height: 1,
        line: finished.color)
    } else {
      rect(
        x: left, y: top, width: width, height: Double(PictureDrawing.cellHeight),
        color: finished.color, opacity: 1)
    }
  }

  /// A line's rectangle: in its colour, or the default colour faded as a separator is.
  private mutating func rect(x: Double, y: Double, width: Double, height: Double, line: Color?) {
    rect(x: x, y: y, width: width, height: height, color: line, opacity: line == nil ? 0.3 : 1)
  }

  private mutating func rect(
    x: Double, y: Double, width: Double, height: Double, color: Color?, opacity: Double
  ) {
    shapes.append(
      "<rect x=\"\(Markup.number(x))\" y=\"\(Markup.number(y))\" "
        + "width=\"\(Markup.number(width))\" height=\"\(Markup.number(height))\""
        + PicturePaint.fillAttribute(color, style: pictureStyle))
    if opacity < 1 { shapes.append(" fill-opacity=\"\(Markup.number(opacity))\"") }
    shapes.append("/>\n")
  }

  /// A quarter circle from the middle of one edge of the cell to the middle of another, with
  /// a radius of half a cell's width, and straight on to the edge.
  private mutating func drawCorner(_ corner: Character, left: Double, top: Double, color: Color?) {
    let width = PictureDrawing.cellWidth
    let height = Double(PictureDrawing.cellHeight)
    let radius = width / 2
    let (centerX, centerY) = (left + width / 2, top + height / 2)
    let n = Markup.number
    let path: String
    switch corner {
    case "╭":
      path =
        "M\(n(left + width)) \(n(centerY))A\(n(radius)) \(n(radius)) 0 0 0 "
        + "\(n(centerX)) \(n(centerY + radius))V\(n(top + height))"
    case "╮":
      path =
        "M\(n(left)) \(n(centerY))A\(n(radius)) \(n(radius)) 0 0 1 "
        + "\(n(centerX)) \(n(centerY + radius))V\(n(top + height))"
    case "╯":
      path =
        "M\(n(centerX)) \(n(top))V\(n(centerY - radius))A\(n(radius)) \(n(radius)) 0 0 1 "
        + "\(n(left)) \(n(centerY))"
    default:
      path =
        "M\(n(centerX)) \(n(top))V\(n(centerY - radius))A\(n(radius)) \(n(radius)) 0 0 0 "
        + "\(n(left + width)) \(n(centerY))"
    }
    let stroke = PicturePaint.css(color, accentable: false, style: pictureStyle)
    let opacity = color == nil ? " stroke-opacity=\"0.3\"" : ""
    shapes.append("<path d=\"\(path)\" fill=\"none\" stroke=\"\(stroke)\"\(opacity)/>\n")
  }
}
