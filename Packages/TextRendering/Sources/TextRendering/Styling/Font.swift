/// A text style, mapped onto what a terminal can show.
///
/// | font | terminal |
/// |---|---|
/// | `largeTitle` | bold, underlined |
/// | `title`, `title2`, `title3`, `headline` | bold |
/// | `subheadline`, `body`, `callout` | regular |
/// | `footnote`, `caption`, `caption2` | dim |
///
/// `bold()`, `italic()`, `smallCaps()` (drawn as capitals) and `weight(_:)` adjust a font.
public struct Font: Sendable, Hashable {
  var isBold = false
  var isDim = false
  var isItalic = false
  var isUnderlined = false
  var isSmallCaps = false

  /// The largest title: bold and underlined.
  public static let largeTitle = Font(isBold: true, isUnderlined: true)
  /// A title: bold.
  public static let title = Font(isBold: true)
  /// A second-level title: bold.
  public static let title2 = Font(isBold: true)
  /// A third-level title: bold.
  public static let title3 = Font(isBold: true)
  /// A headline: bold.
  public static let headline = Font(isBold: true)
  /// A subheadline: regular.
  public static let subheadline = Font()
  /// Body text: regular.
  public static let body = Font()
  /// A callout: regular.
  public static let callout = Font()
  /// A footnote: dim.
  public static let footnote = Font(isDim: true)
  /// A caption: dim.
  public static let caption = Font(isDim: true)
  /// A second-level caption: dim.
  public static let caption2 = Font(isDim: true)

  /// This font in bold.
  public func bold() -> Font {
    var font = self
    font.isBold = true
    font.isDim = false
    return font
  }

  /// This font in italics (where the terminal has them).
  public func italic() -> Font {
    var font = self
    font.isItalic = true
    return font
  }

  /// This font in small capitals, drawn as capital letters.
  public func smallCaps() -> Font {
    var font = self
    font.isSmallCaps = true
    return font
  }

  /// This font at a weight: light weights are dim, semibold and heavier are bold.
  public func weight(_ weight: Weight) -> Font {
    var font = self
    font.isBold = weight.isBold
    font.isDim = weight.isDim
    return font
  }

  /// Font weights, as in SwiftUI.
  public enum Weight: Sendable, Hashable, CaseIterable {
    /// Drawn dim.
    case ultraLight
    /// Drawn dim.
    case thin
    /// Drawn dim.
    case light
    /// Drawn regular.
    case regular
    /// Drawn regular.
    case medium
    /// Drawn bold.
    case semibold
    /// Drawn bold.
    case bold
    /// Drawn bold.
    case heavy
    /// Drawn bold.
    case black

    var isBold: Bool { [.semibold, .bold, .heavy, .black].contains(self) }
    var isDim: Bool { [.ultraLight, .thin, .light].contains(self) }
  }
}
