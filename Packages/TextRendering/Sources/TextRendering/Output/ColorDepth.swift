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

/// What a widget is written as: plain text, ANSI escape sequences at a colour depth, or a
/// picture (SVG or HTML).
public enum OutputStyle: Sendable, Hashable {
  /// Characters only: what tests, pipes and `--color=never` see.
  case plain
  /// SGR colours and attributes and OSC 8 hyperlinks.
  case ansi(ColorDepth)
  /// A picture: an SVG document (see ``SVGWriter``).
  case svg(PictureStyle)
  /// A picture: an HTML document holding the SVG (see ``HTMLWriter``).
  case html(PictureStyle)

  /// Whether this style draws a picture (SVG or HTML) rather than a terminal's cells.
  public var isPicture: Bool {
    switch self {
    case .plain, .ansi: return false
    case .svg, .html: return true
    }
  }

  /// The writer for this style.
  public var writer: any CanvasWriter {
    switch self {
    case .plain: return PlainTextWriter()
    case .ansi(let depth): return ANSIWriter(depth: depth)
    case .svg(let style): return SVGWriter(style: style)
    case .html(let style): return HTMLWriter(style: style)
    }
  }
}
