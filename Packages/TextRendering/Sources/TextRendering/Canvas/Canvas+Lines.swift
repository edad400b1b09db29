extension Canvas {
  /// Draws a divider filling `rect`: `─` across, or `│` down when `vertical`.
  mutating func drawRule(_ rect: Rect, vertical: Bool, style: CellStyle, clip: Rect) {
    let glyph = Glyph(vertical ? "\u{2502}" : "\u{2500}")
    for row in rect.y..<rect.maxY {
      let line = Array(repeating: glyph, count: rect.width)
      draw(line, column: rect.x, row: row, style: style, link: nil, clip: clip)
    }
  }

  /// Draws a rounded border on the edge cells of `rect`; nothing if it is under 2 × 2.
  mutating func drawBorder(_ rect: Rect, style: CellStyle, clip: Rect) {
    guard rect.width >= 2, rect.height >= 2 else { return }
    let inner = rect.width - 2
    let horizontal = Array(repeating: Glyph("\u{2500}"), count: inner)
    let top = [Glyph("\u{256D}")] + horizontal + [Glyph("\u{256E}")]
    let bottom = [Glyph("\u{2570}")] + horizontal + [Glyph("\u{256F}")]
    draw(top, column: rect.x, row: rect.y, style: style, link: nil, clip: clip)
    draw(bottom, column: rect.x, row: rect.maxY - 1, style: style, link: nil, clip: clip)
    let side = [Glyph("\u{2502}")]
    for row in (rect.y + 1)..<(rect.maxY - 1) {
      draw(side, column: rect.x, row: row, style: style, link: nil, clip: clip)
      draw(side, column: rect.maxX - 1, row: row, style: style, link: nil, clip: clip)
    }
  }

  /// Draws a shape over `rect` in full blocks (`█`) of the style's foreground: every cell of a
  /// rounded rectangle, the cells whose centres lie inside a circle's or capsule's outline (a
  /// cell is about twice as tall as wide).
  mutating func drawShape(_ kind: ShapeKind, in rect: Rect, style: CellStyle, clip: Rect) {
    let block = Glyph("\u{2588}")
    for row in 0..<rect.height {
      var line: [Glyph] = []
      line.reserveCapacity(rect.width)
      for column in 0..<rect.width {
        let inside = Self.covers(kind, column: column, row: row, width: rect.width, rect.height)
        line.append(inside ? block : Glyph.space)
      }
      draw(line, column: rect.x, row: rect.y + row, style: style, link: nil, clip: clip)
    }
  }

  /// Whether `kind` drawn over `width` × `height` cells covers the cell's centre, measuring a
  /// row as two columns.
  private static func covers(
    _ kind: ShapeKind, column: Int, row: Int, width: Int, _ height: Int
  ) -> Bool {
    let x = (Double(column) + 0.5)
    let y = (Double(row) + 0.5) * 2
    let (w, h) = (Double(width), Double(height) * 2)
    let radius: Double
    switch kind {
    case .roundedRectangle: return true
    case .circle: radius = min(w, h) / 2
    case .capsule: radius = min(w, h) / 2
    }
    guard radius >= 1.5 else { return true }
    let (cx, cy) = (w / 2, h / 2)
    if kind == .circle {
      return (x - cx) * (x - cx) + (y - cy) * (y - cy) <= radius * radius
    }
    let nearestX = min(max(x, radius), w - radius)
    let nearestY = min(max(y, radius), h - radius)
    return (x - nearestX) * (x - nearestX) + (y - nearestY) * (y - nearestY) <= radius * radius
  }
}
