/// How one cell is drawn: colours and attributes.
public struct CellStyle: Sendable, Hashable {
  /// The text colour; `nil` is the terminal's default.
  public var foreground: Color?
  /// The background colour; `nil` is the terminal's default.
  public var background: Color?
  /// Bold (bright) text.
  public var bold: Bool
  /// Dim (faint) text.
  public var dim: Bool
  /// Italic text, where the terminal has it.
  public var italic: Bool
  /// Underlined text.
  public var underline: Bool

  /// A style from its parts; by default the terminal's plain text.
  public init(
    foreground: Color? = nil, background: Color? = nil, bold: Bool = false, dim: Bool = false,
    italic: Bool = false, underline: Bool = false
  ) {
    self.foreground = foreground
    self.background = background
    self.bold = bold
    self.dim = dim
    self.italic = italic
    self.underline = underline
  }

  /// The terminal's plain text.
  public static let plain = CellStyle()
}
