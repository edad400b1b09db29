/// Every colour a picture writer emits, in the style's rendering mode (WidgetKit's
/// `widgetRenderingMode`).
///
/// - **Full colour**: a view's own colour as `#rrggbb`; no colour (`nil`) is the label's,
///   `currentColor`, which the card's appearance (and an HTML page's `prefers-color-scheme`)
///   sets.
/// - **Accented**: one hue, the style's ``PictureStyle/accent`` (else
///   ``PictureStyle/defaultAccent``), over transparency, as iOS's tinted home screen draws a
///   widget: accentable content in the accent at full opacity, everything else in the accent
///   at ``fadedOpacity``, backgrounds (fills, the card) as a faint wash at ``washOpacity`` so
///   text stays readable on them, and a gradient as the accent's wash. Colours are written as
///   `rgba(…)`, so an element's own `fill-opacity` (a dim text, a separator) still fades it
///   further; the label's colour is written out, never `currentColor`, so a page's stylesheet
///   cannot bring the appearance's colours back.
///
/// The terminal writers do not take a rendering mode: cells keep the views' colours.
enum PicturePaint {
  /// How opaque content that is not accentable is in accented mode.
  static let fadedOpacity = 0.6
  /// How opaque a background (a fill, the card) is in accented mode.
  static let washOpacity = 0.12

  /// The CSS colour for content (text, shapes, lines) in `color` (`nil`: the label's).
  static func css(_ color: Color?, accentable: Bool, style: PictureStyle) -> String {
    switch style.rendering {
    case .fullColor:
      return color.map(Markup.hex) ?? "currentColor"
    case .accented:
      return accentCSS(style, opacity: accentable ? 1 : fadedOpacity)
    }
  }

  /// The CSS colour for a background in `color` (a view's fill; a gradient passes its first
  /// colour).
  static func background(_ color: Color, style: PictureStyle) -> String {
    switch style.rendering {
    case .fullColor: return Markup.hex(color)
    case .accented: return accentCSS(style, opacity: washOpacity)
    }
  }

  /// ` fill="…"` for content in `color`; nothing in full colour for no colour (the inherited
  /// `currentColor`).
  static func fillAttribute(_ color: Color?, accentable: Bool = false, style: PictureStyle)
    -> String
  {
    if color == nil, style.rendering == .fullColor { return "" }
    return " fill=\"\(css(color, accentable: accentable, style: style))\""
  }

  /// The card's attributes: the `card` class (which an HTML page restyles for the reader's
  /// appearance) and the appearance's colour in full colour; a faint wash of the accent,
  /// without the class, in accented mode.
  static func cardAttributes(_ card: String, style: PictureStyle) -> String {
    switch style.rendering {
    case .fullColor: return " class=\"card\" fill=\"\(card)\""
    case .accented: return " fill=\"\(accentCSS(style, opacity: washOpacity))\""
    }
  }

  /// The accent as `rgba(r, g, b, opacity)`, or `#rrggbb` at full opacity.
  static func accentCSS(_ style: PictureStyle, opacity: Double) -> String {
    let accent = style.accent ?? PictureStyle.defaultAccent
    guard opacity < 1 else { return Markup.hex(accent) }
    return "rgba(\(accent.redComponent),\(accent.greenComponent),\(accent.blueComponent),"
      + "\(Markup.number(opacity)))"
  }
}
