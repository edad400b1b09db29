/// A grid of cells that layout draws into and writers turn into text.
///
/// A wide character takes two cells: the first holds it, the second is a continuation (an
/// empty string). Every write is checked against a clipping rectangle and the canvas bounds;
/// writes outside them are counted (see `rejectedWrites`) and dropped, so nothing is ever drawn
/// outside the box.
public struct Canvas: Sendable, Hashable {
  /// Width in columns.
  public let columns: Int
  /// Height in rows.
  public let rows: Int
  /// The cells, row by row.
  public private(set) var cells: [Cell]
  /// Hyperlink targets, indexed by ``Cell/link``.
  public private(set) var links: [String] = []
  /// How many writes fell outside their clipping rectangle; layout keeps this at zero.
  var rejectedWrites = 0
  /// What the picture writers draw: the point layout of a canvas made for a picture output.
  var picture = PictureRecord()

  /// A blank canvas of `columns` × `rows` cells (at most ``CanvasSize/maximumLength`` each
  /// way: a widget's box, its frame included).
  public init(columns: Int, rows: Int) {
    self.columns = min(max(columns, 0), CanvasSize.maximumLength)
    self.rows = min(max(rows, 0), CanvasSize.maximumLength)
    self.cells = Array(repeating: .blank, count: self.columns * self.rows)
  }

  /// The cell at `column`, `row`; a blank cell outside the canvas.
  public subscript(column: Int, row: Int) -> Cell {
    guard column >= 0, column < columns, row >= 0, row < rows else { return .blank }
    return cells[row * columns + column]
  }

  var bounds: Rect { Rect(x: 0, y: 0, width: columns, height: rows) }

  /// The index of `target` in `links`, adding it if new.
  mutating func linkIndex(for target: String) -> Int {
    if let index = links.firstIndex(of: target) { return index }
    links.append(target)
    return links.count - 1
  }

  /// Sets the background of every cell of `rect` inside `clip` from `fill`.
  mutating func fill(_ rect: Rect, with fill: Fill, clip: Rect) {
    let area = rect.intersection(clip).intersection(bounds)
    if area != rect { rejectedWrites += 1 }
    for row in area.y..<area.maxY {
      var rowColor: Color?
      for column in area.x..<area.maxX {
        let color =
          rowColor
          ?? fill.color(
            column: column - rect.x, row: row - rect.y, width: rect.width, height: rect.height)
        if fill.isUniformAcrossRows { rowColor = color }
        cells[row * columns + column].style.background = color
      }
    }
  }

  /// Draws `glyphs` from `column`, `row` in `style`, keeping each cell's background unless
  /// the style has one. Returns the column after the last glyph.
  @discardableResult
  mutating func draw(
    _ glyphs: [Glyph], column: Int, row: Int, style: CellStyle, link: Int?, clip: Rect
  ) -> Int {
    var x = column
    let area = clip.intersection(bounds)
    for glyph in glyphs where glyph.width > 0 {
      guard area.contains(x: x, y: row), area.contains(x: x + glyph.width - 1, y: row) else {
        rejectedWrites += 1
        x += glyph.width
        continue
      }
      clearWideNeighbours(column: x, width: glyph.width, row: row)
      put(String(glyph.character), column: x, row: row, style: style, link: link)
      if glyph.width == 2 {
        put("", column: x + 1, row: row, style: style, link: link)
      }
      x += glyph.width
    }
    return x
  }

  /// Sets the link of every cell of `rect` that has none.
  mutating func link(_ rect: Rect, to index: Int) {
    let area = rect.intersection(bounds)
    for row in area.y..<area.maxY {
      for column in area.x..<area.maxX where cells[row * columns + column].link == nil {
        cells[row * columns + column].link = index
      }
    }
  }

  /// Blanks the other half of any wide character that a glyph at `column` would cut in two.
  private mutating func clearWideNeighbours(column: Int, width: Int, row: Int) {
    let index = row * columns + column
    if cells[index].isContinuation, column > 0 { cells[index - 1].character = " " }
    if column + width < columns, cells[index + width].isContinuation {
      cells[index + width].character = " "
    }
  }

  private mutating func put(
    _ character: String, column: Int, row: Int, style: CellStyle, link: Int?
  ) {
    let index = row * columns + column
    var newStyle = style
    if newStyle.background == nil { newStyle.background = cells[index].style.background }
    cells[index] = Cell(character: character, style: newStyle, link: link ?? cells[index].link)
  }
}
