/// How a widget is drawn as a picture by ``SVGWriter`` and ``HTMLWriter``: the appearance, the
/// font stack, and which links become `<a href>`.
///
/// ```swift
/// let svg = render(view, size: .medium, options: RenderOptions(output: .svg(PictureStyle())))
/// ```
public struct PictureStyle: Sendable, Hashable {
  /// Light or dark, as iOS's appearance.
  public enum Appearance: String, Sendable, Hashable, CaseIterable {
    /// Dark text on a white card.
    case light
    /// Light text on a near-black card.
    case dark
  }

  /// The appearance of an SVG; an HTML document follows the reader's `prefers-color-scheme`
  /// and takes this one when the reader has no preference.
  public var appearance: Appearance
  /// The CSS font stack text is drawn in (``defaultFontFamily`` unless the caller chooses).
  public var fontFamily: String
  /// Which link targets become `<a href>` (all that passed ``LinkValidator`` by default).
  public var linkCheck: LinkCheck

  /// The default font stack: the reference fonts the layout is measured with first
  /// (Liberation Sans, metric-compatible with Arial and Helvetica, so a Mac or Windows reader
  /// sets the same widths), then an emoji font for emoji on each system, then any sans-serif.
  public static let defaultFontFamily =
    "'Liberation Sans', Arial, Helvetica, 'Noto Color Emoji', 'Apple Color Emoji', "
    + "'Segoe UI Emoji', sans-serif"

  /// A style: light by default, in ``defaultFontFamily``, with every validated link.
  public init(
    appearance: Appearance = .light, fontFamily: String = PictureStyle.defaultFontFamily,
    linkCheck: LinkCheck = .validated
  ) {
    self.appearance = appearance
    self.fontFamily = fontFamily
    self.linkCheck = linkCheck
  }
}

/// Which link targets a picture writes as `<a href>`: the app's own route check, named so
/// that two styles compare equal when they use the same check. A target also always has to
/// pass ``LinkValidator`` (links that fail it never reach a canvas).
public struct LinkCheck: Sendable, Hashable {
  /// The check's name; two checks with the same name are taken to be the same.
  public let name: String
  let accepts: @Sendable (String) -> Bool

  /// A check called `name` that accepts the targets `accepts` returns `true` for.
  public init(name: String, accepts: @escaping @Sendable (String) -> Bool) {
    self.name = name
    self.accepts = accepts
  }

  /// Whether `target` may become an `<a href>`.
  public func allows(_ target: String) -> Bool {
    LinkValidator.validatedTarget(target) != nil && accepts(target)
  }

  /// Every link that passed ``LinkValidator``.
  public static let validated = LinkCheck(name: "validated") { _ in true }
  /// No link at all: a picture without `<a>`.
  public static let none = LinkCheck(name: "none") { _ in false }

  /// Whether two checks are the same: the same name.
  public static func == (lhs: LinkCheck, rhs: LinkCheck) -> Bool { lhs.name == rhs.name }
  /// Hashes the check's name.
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
