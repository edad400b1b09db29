import AppCommandLine
import TextRendering

/// `--appearance light|dark|auto`: a picture's appearance, or the desktop's
/// (``DesktopAppearance``).
public enum AppearanceChoice: String, CaseIterable, Sendable {
  /// Dark text on a white card.
  case light
  /// Light text on a near-black card.
  case dark
  /// The desktop's colour scheme (the XDG portal, else pywal), else light.
  case auto
}

/// `--accent COLOR|auto`: the hue of an accented picture, as `#rrggbb` or the desktop's.
public enum AccentChoice: Sendable, Hashable {
  /// This colour.
  case color(Color)
  /// The desktop's accent (the XDG portal, else pywal), else the default accent.
  case auto

  /// `auto`, or a colour written `#rrggbb` (case-insensitive).
  ///
  /// - Throws: ``CommandFailure`` (usage) for anything else.
  public init(parsing text: String) throws {
    if text.lowercased() == "auto" {
      self = .auto
    } else if let color = Self.color(hex: text) {
      self = .color(color)
    } else {
      throw CommandFailure.usage(
        "--accent takes a colour as #rrggbb (such as #ff9500) or auto, not \"\(StatusText.oneLine(String(text.prefix(40))))\""
      )
    }
  }

  /// The colour `#rrggbb` names, `nil` for anything else.
  static func color(hex text: String) -> Color? {
    let digits = text.utf8
    guard digits.count == 7, digits.first == UInt8(ascii: "#"),
      let value = UInt32(text.dropFirst(), radix: 16),
      text.dropFirst().utf8.allSatisfy({ isHexDigit($0) })
    else { return nil }
    return Color(hex: value)
  }

  private static func isHexDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
  }
}

extension OptionKey where Value == AppearanceChoice? {
  /// `widget --appearance light|dark|auto`: the SVG's appearance (an HTML document's when the
  /// reader has no preference).
  public static let appearance = choice("appearance", of: AppearanceChoice.self)
}

extension OptionKey where Value == PictureStyle.RenderingMode? {
  /// `widget --rendering full-color|accented`: WidgetKit's rendering mode of a picture.
  public static let rendering = choice("rendering", of: PictureStyle.RenderingMode.self)
}

extension OptionKey where Value == AccentChoice? {
  /// `widget --accent COLOR|auto`: the hue of an accented picture.
  public static let accent = parsed("accent") { try AccentChoice(parsing: $0) }
}

extension OptionSpec {
  /// `--appearance`, `--rendering` and `--accent`, as the `widget` command declares them.
  static let pictureLook: [OptionSpec] = [
    OptionKey.appearance.declared(
      "light|dark|auto",
      help: "A picture's appearance; auto follows the desktop (default: light).",
      values: AppearanceChoice.allCases.map(\.rawValue)),
    OptionKey.rendering.declared(
      "full-color|accented",
      help: "Draw a picture in its colours or in one hue, the accent (default: full-color).",
      values: PictureStyle.RenderingMode.allCases.map(\.rawValue)),
    OptionKey.accent.declared(
      "COLOR|auto",
      help: "The hue of an accented picture: #rrggbb, or auto for the desktop's accent.",
      values: ["auto"]),
  ]
}
