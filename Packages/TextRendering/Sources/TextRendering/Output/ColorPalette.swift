/// Turns colours into SGR parameters at a colour depth.
///
/// Named colours with a place in the 16-colour palette keep that place at every depth, so they
/// follow the terminal's theme. Other colours are written as 24-bit, or as the nearest entry
/// of the xterm 256-colour cube and gray ramp, or of the 16 standard colours (by squared RGB
/// distance against xterm's default palette).
public enum ColorPalette {
  /// The SGR parameters for `color` as a foreground or background at `depth`; empty at `.none`.
  public static func code(for color: Color, depth: ColorDepth, background: Bool) -> String {
    switch depth {
    case .none:
      return ""
    case .ansi16:
      return code16(color.paletteIndex ?? nearest16(color), background: background)
    case .ansi256:
      if let index = color.paletteIndex { return code16(index, background: background) }
      return "\(background ? 48 : 38);5;\(nearest256(color))"
    case .trueColor:
      if let index = color.paletteIndex { return code16(index, background: background) }
      let rgb = "\(color.redComponent);\(color.greenComponent);\(color.blueComponent)"
      return "\(background ? 48 : 38);2;\(rgb)"
    }
  }

  static func code16(_ index: Int, background: Bool) -> String {
    let base = index < 8 ? (background ? 40 : 30) : (background ? 100 : 90)
    return String(base + index % 8)
  }

  /// xterm's default RGB values for the 16 standard colours.
  static let standard: [(Int, Int, Int)] = [
    (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205),
    (0, 205, 205), (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
    (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
  ]

  static func nearest16(_ color: Color) -> Int {
    let target = rgb(color)
    var best = 0
    var bestDistance = Int.max
    for (index, entry) in standard.enumerated() {
      let distance = squaredDistance(target, entry)
      if distance < bestDistance { (best, bestDistance) = (index, distance) }
    }
    return best
  }

  /// The nearest index among the 6 × 6 × 6 cube (16–231) and the gray ramp (232–255).
  static func nearest256(_ color: Color) -> Int {
    let target = rgb(color)
    let levels = [0, 95, 135, 175, 215, 255]
    func level(_ value: Int) -> Int {
      levels.indices.min { abs(levels[$0] - value) < abs(levels[$1] - value) } ?? 0
    }
    let cube = (level(target.0), level(target.1), level(target.2))
    let cubeColor = (levels[cube.0], levels[cube.1], levels[cube.2])
    let cubeIndex = 16 + 36 * cube.0 + 6 * cube.1 + cube.2
    let average = (target.0 + target.1 + target.2) / 3
    let grayStep = min(max((average - 8 + 5) / 10, 0), 23)
    let grayValue = 8 + 10 * grayStep
    let grayDistance = squaredDistance(target, (grayValue, grayValue, grayValue))
    return grayDistance < squaredDistance(target, cubeColor) ? 232 + grayStep : cubeIndex
  }

  private static func rgb(_ color: Color) -> (Int, Int, Int) {
    (Int(color.redComponent), Int(color.greenComponent), Int(color.blueComponent))
  }

  private static func squaredDistance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Int {
    let (dr, dg, db) = (a.0 - b.0, a.1 - b.1, a.2 - b.2)
    return dr * dr + dg * dg + db * db
  }
}
