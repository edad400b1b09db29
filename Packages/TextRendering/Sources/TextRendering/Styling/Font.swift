/// A text style: SwiftUI's point size and weight in pictures, mapped onto what a terminal can
/// show in cells.
///
/// | font | picture | terminal |
/// |---|---|---|
/// | `largeTitle` | 34 pt | bold, underlined |
/// | `title` | 28 pt | bold |
/// | `title2` | 22 pt | bold |
/// | `title3` | 20 pt | bold |
/// | `headline` | 17 pt semibold | bold |
/// | `body` | 17 pt | regular |
/// | `callout` | 16 pt | regular |
/// | `subheadline` | 15 pt | regular |
/// | `footnote` | 13 pt | dim |
/// | `caption` | 12 pt | dim |
/// | `caption2` | 11 pt | dim |
///
/// `system(size:weight:)` makes a font of any size; `bold()`, `italic()`, `smallCaps()` (drawn
/// as capitals) and `weight(_:)` adjust one. On a terminal light weights are dim and semibold
/// and heavier are bold; in a picture semibold and heavier are drawn bold.
public struct Font: Sendable, Hashable {
  var isBold = false
  var isDim = false
  var isItalic = false
  var isUnderlined = false
  var isSmallCaps = false
  /// The size in points, for pictures.
  var size = 17.0
  /// The weight, for pictures.
  var pointWeight = Weight.regular

  /// The largest title: 34 points; bold and underlined on a terminal.
  public static let largeTitle = Font(isBold: true, isUnderlined: true, size: 34)
  /// A title: 28 points; bold on a terminal.
  public static let title = Font(isBold: true, size: 28)
  /// A second-level title: 22 points; bold on a terminal.
  public static let title2 = Font(isBold: true, size: 22)
  /// A third-level title: 20 points; bold on a terminal.
  public static let title3 = Font(isBold: true, size: 20)
  /// A headline: 17 points semibold; bold on a terminal.
  public static let headline = Font(isBold: true, size: 17, pointWeight: .semibold)
  /// A subheadline: 15 points; regular on a terminal.
  public static let subheadline = Font(size: 15)
  /// Body text: 17 points; regular on a terminal.
  public static let body = Font(size: 17)
  /// A callout: 16 points; regular on a terminal.
  public static let callout = Font(size: 16)
  /// A footnote: 13 points; dim on a terminal.
  public static let footnote = Font(isDim: true, size: 13)
  /// A caption: 12 points; dim on a terminal.
  public static let caption = Font(isDim: true, size: 12)
  /// A second-level caption: 11 points; dim on a terminal.
  public static let caption2 = Font(isDim: true, size: 11)

  /// The system font at `size` points and `weight`, as SwiftUI's `Font.system(size:weight:)`.
  /// The size is kept between 1 and 1,000 points; a terminal shows the weight only.
  public static func system(size: Double, weight: Weight = .regular) -> Font {
    let points = size.isFinite ? min(max(size, 1), 1_000) : 17
    return Font(size: points).weight(weight)
  }

  /// Whether a picture draws this font bold.
  var isPictureBold: Bool { pointWeight.isBold }

  /// This font in bold.
  public func bold() -> Font {
    var font = self
    font.isBold = true
    font.isDim = false
    font.pointWeight = .bold
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
    font.pointWeight = weight
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
