/// A text or symbol ready for layout: its glyphs and how it is drawn.
struct TextBlock {
  var text: String
  var glyphs: [Glyph]
  var style: CellStyle
  var lineLimit: Int?
  var alignment: TextAlignment
  var shrink: ShrinkRule?
  var redacted: Bool
  /// The font, for the point layout of pictures.
  var font: Font
  /// Whether the text is drawn bold in a picture (the font's weight or `bold()`).
  var pictureBold: Bool
  /// Whether the text is drawn faint in a picture (only when asked for with `dim()`: a
  /// picture shows a caption by its size).
  var pictureDim: Bool
  /// Whether the text is marked accentable.
  var accentable: Bool
  /// The SF Symbol name of an `Image`, which a picture may draw as a shape.
  var symbol: String? = nil

  init(text: String, environment: LayoutEnvironment, singleLine: Bool) {
    self.text = environment.transform(text)
    self.glyphs = TextWrapper.glyphs(self.text)
    self.style = environment.style
    self.lineLimit = singleLine ? 1 : environment.lineLimit
    self.alignment = environment.textAlignment
    self.shrink = singleLine ? nil : environment.shrink
    self.redacted = environment.redacted
    self.font = environment.font
    self.pictureBold = environment.bold ?? environment.font.isPictureBold
    self.accentable = environment.accentable
    self.pictureDim = environment.dim ?? false
  }

  /// The glyphs of a line as drawn: as is, or as same-width block runs when redacted.
  func drawn(_ line: [Glyph]) -> [Glyph] {
    guard redacted else { return line }
    return line.flatMap { glyph -> [Glyph] in
      glyph.isSpace ? [glyph] : Array(repeating: TextBlock.block, count: glyph.width)
    }
  }

  static let block = Glyph("\u{2588}")
}
