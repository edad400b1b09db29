/// The one way a colour reaches a picture: every colour the writers emit goes through
/// ``css(_:accentable:style:)``, so a rendering mode can repaint a whole picture in one place.
enum PicturePaint {
  /// The CSS colour for `color` in `style`: `#rrggbb`, or `currentColor` (the label colour of
  /// the appearance) for `nil`. `accentable` marks content the accented rendering mode draws
  /// in the accent; in full colour it changes nothing.
  static func css(_ color: Color?, accentable: Bool, style: PictureStyle) -> String {
    guard let color else { return "currentColor" }
    return Markup.hex(color)
  }
}
