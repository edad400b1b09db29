/// Writes a canvas with ANSI escape sequences: SGR runs for colours and attributes, and OSC 8
/// hyperlinks (`ESC ] 8 ; id=… ; URL ESC \`) for links.
///
/// A sequence is written only where the style or link changes, and every line ends with its
/// link closed and attributes reset, so a line cut out of the scrollback never bleeds. Colours
/// are downgraded to the writer's depth (see ``ColorPalette``).
public struct ANSIWriter: CanvasWriter {
  /// The colour depth written.
  public let depth: ColorDepth

  /// A writer for a terminal with `depth` colours.
  public init(depth: ColorDepth) {
    self.depth = depth
  }

  /// The canvas with escape sequences, rows joined by `\n`.
  public func write(_ canvas: Canvas) -> String {
    var output = ""
    output.reserveCapacity(canvas.columns * canvas.rows * 2)
    for row in 0..<canvas.rows {
      if row > 0 { output.append("\n") }
      var style = CellStyle.plain
      var link: Int?
      for column in 0..<canvas.columns {
        let cell = canvas[column, row]
        if cell.isContinuation { continue }
        let cellLink = cell.link.flatMap { $0 < canvas.links.count ? $0 : nil }
        if cellLink != link {
          if link != nil { output.append(Self.closeLink) }
          if let cellLink { output.append(Self.openLink(canvas.links[cellLink], id: cellLink)) }
          link = cellLink
        }
        let cellStyle = downgraded(cell.style)
        if cellStyle != style {
          output.append(sgr(cellStyle))
          style = cellStyle
        }
        output.append(cell.character)
      }
      if link != nil { output.append(Self.closeLink) }
      if style != .plain { output.append("\u{1B}[0m") }
    }
    return output
  }

  /// The OSC 8 sequence that ends a hyperlink.
  static let closeLink = "\u{1B}]8;;\u{1B}\\"

  /// The OSC 8 sequence that starts a hyperlink to `target`; the id groups a link's cells.
  static func openLink(_ target: String, id: Int) -> String {
    "\u{1B}]8;id=w\(id);\(target)\u{1B}\\"
  }

  /// The style with colours this depth cannot show removed.
  func downgraded(_ style: CellStyle) -> CellStyle {
    guard depth == .none else { return style }
    var plain = style
    plain.foreground = nil
    plain.background = nil
    return plain
  }

  /// The SGR sequence that sets exactly `style`, starting from a reset.
  func sgr(_ style: CellStyle) -> String {
    var codes = ["0"]
    if style.bold { codes.append("1") }
    if style.dim { codes.append("2") }
    if style.italic { codes.append("3") }
    if style.underline { codes.append("4") }
    if let foreground = style.foreground {
      codes.append(ColorPalette.code(for: foreground, depth: depth, background: false))
    }
    if let background = style.background {
      codes.append(ColorPalette.code(for: background, depth: depth, background: true))
    }
    return "\u{1B}[" + codes.filter { !$0.isEmpty }.joined(separator: ";") + "m"
  }
}
