/// Turns a canvas into text for a terminal or a file.
public protocol CanvasWriter: Sendable {
  /// The canvas as text, rows joined by `\n`, without a final newline.
  func write(_ canvas: Canvas) -> String
}

/// Writes a canvas as plain characters.
///
/// Every row keeps the full width of the box, trailing spaces included, so framed widgets and
/// columns line up in a scrollback and goldens compare exactly.
public struct PlainTextWriter: CanvasWriter {
  /// A plain text writer.
  public init() {}

  /// The canvas's characters, rows joined by `\n`.
  public func write(_ canvas: Canvas) -> String {
    var output = ""
    output.reserveCapacity(canvas.columns * canvas.rows + canvas.rows)
    for row in 0..<canvas.rows {
      if row > 0 { output.append("\n") }
      for column in 0..<canvas.columns {
        output.append(canvas[column, row].character)
      }
    }
    return output
  }
}
