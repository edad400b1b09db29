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
}
