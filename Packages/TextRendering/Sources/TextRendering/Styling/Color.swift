/// A colour for text, symbols and backgrounds.
///
/// The named colours that have a place in the 16-colour ANSI palette are written with that
/// palette's codes at every colour depth, so they follow the user's terminal theme; the others
/// and colours made from RGB are written as 24-bit colour and downgraded by ``ANSIWriter`` to the
/// nearest of 256 or 16 colours, or dropped when the terminal has no colour.
public struct Color: ShapeStyle, Hashable {
  /// The red component, 0–255.
  public let redComponent: UInt8
  /// The green component, 0–255.
  public let greenComponent: UInt8
  /// The blue component, 0–255.
  public let blueComponent: UInt8
  /// The colour's index in the 16-colour ANSI palette, when it is one of those.
  let paletteIndex: Int?

  /// A colour from red, green and blue components in 0...1, as in SwiftUI.
  public init(red: Double, green: Double, blue: Double) {
    self.init(byte(red), byte(green), byte(blue), paletteIndex: nil)
  }

  /// A colour from a 24-bit `0xRRGGBB` value.
  public init(hex: UInt32) {
    self.init(
      UInt8((hex >> 16) & 0xFF), UInt8((hex >> 8) & 0xFF), UInt8(hex & 0xFF), paletteIndex: nil)
  }

  init(_ red: UInt8, _ green: UInt8, _ blue: UInt8, paletteIndex: Int?) {
    self.redComponent = red
    self.greenComponent = green
    self.blueComponent = blue
    self.paletteIndex = paletteIndex
  }

  /// Black (ANSI 0).
  public static let black = Color(0, 0, 0, paletteIndex: 0)
  /// Red (ANSI 1).
  public static let red = Color(205, 49, 49, paletteIndex: 1)
  /// Green (ANSI 2).
  public static let green = Color(13, 188, 121, paletteIndex: 2)
  /// Yellow (ANSI 3).
  public static let yellow = Color(229, 229, 16, paletteIndex: 3)
  /// Blue (ANSI 4).
  public static let blue = Color(36, 114, 200, paletteIndex: 4)
  /// Magenta (ANSI 5).
  public static let magenta = Color(188, 63, 188, paletteIndex: 5)
  /// Cyan (ANSI 6).
  public static let cyan = Color(17, 168, 205, paletteIndex: 6)
  /// Light gray (ANSI 7, "white" in most palettes).
  public static let lightGray = Color(192, 192, 192, paletteIndex: 7)
  /// Gray (ANSI 8, bright black).
  public static let gray = Color(128, 128, 128, paletteIndex: 8)
  /// White (ANSI 15, bright white).
  public static let white = Color(255, 255, 255, paletteIndex: 15)
  /// Dark gray, between black and gray (24-bit; the jokes widget's gradient ends here).
  public static let darkGray = Color(64, 64, 64, paletteIndex: nil)
  /// Orange (24-bit).
  public static let orange = Color(255, 149, 0, paletteIndex: nil)
  /// Purple (24-bit).
  public static let purple = Color(175, 82, 222, paletteIndex: nil)
  /// Pink (24-bit).
  public static let pink = Color(255, 45, 85, paletteIndex: nil)
  /// Secondary text: gray, as SwiftUI's `.secondary` dims text.
  public static let secondary = gray

  /// The colour a fraction `t` (0...1) of the way from `self` to `other`.
  func interpolated(to other: Color, fraction t: Double) -> Color {
    func mix(_ a: UInt8, _ b: UInt8) -> UInt8 {
      UInt8(clamping: Int((Double(a) + (Double(b) - Double(a)) * t).rounded()))
    }
    if t <= 0 { return self }
    if t >= 1 { return other }
    return Color(
      mix(redComponent, other.redComponent), mix(greenComponent, other.greenComponent),
      mix(blueComponent, other.blueComponent), paletteIndex: nil)
  }
}

private func byte(_ component: Double) -> UInt8 {
  guard component.isFinite else { return 0 }
  return UInt8(clamping: Int((min(max(component, 0), 1) * 255).rounded()))
}
