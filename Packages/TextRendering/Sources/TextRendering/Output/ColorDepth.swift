/// How many colours an ANSI terminal shows.
public enum ColorDepth: Sendable, Hashable, CaseIterable {
  /// No colour: attributes (bold, dim, italic, underline) and hyperlinks only.
  case none
  /// The 16 ANSI colours (SGR 30–37, 90–97).
  case ansi16
  /// The xterm 256-colour palette (SGR 38;5;n).
  case ansi256
  /// 24-bit colour (SGR 38;2;r;g;b).
  case trueColor
}

/// What a widget is written as: plain text, or ANSI escape sequences at a colour depth.
public enum OutputStyle: Sendable, Hashable {
  /// Characters only: what tests, pipes and `--color=never` see.
  case plain
  /// SGR colours and attributes and OSC 8 hyperlinks.
  case ansi(ColorDepth)

  /// The writer for this style.
  public var writer: any CanvasWriter {
    switch self {
    case .plain: return PlainTextWriter()
    case .ansi(let depth): return ANSIWriter(depth: depth)
    }
  }
}

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
