/// A linear gradient between evenly spaced colours, such as the jokes widget's black to dark
/// gray from top to bottom: `LinearGradient(colors: [.black, .darkGray], startPoint: .top,
/// endPoint: .bottom)`. Each cell takes the colour at its centre.
public struct LinearGradient: ShapeStyle, Hashable {
  /// The colours, evenly spaced from the start point to the end point.
  public var colors: [Color]
  /// Where the first colour lies, in unit coordinates of the filled area.
  public var startPoint: UnitPoint
  /// Where the last colour lies, in unit coordinates of the filled area.
  public var endPoint: UnitPoint

  /// A gradient through `colors` from `startPoint` to `endPoint`.
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.colors = colors
    self.startPoint = startPoint
    self.endPoint = endPoint
  }

  /// The colour at unit point `(x, y)` of the filled area.
  func color(atX x: Double, y: Double) -> Color {
    guard let first = colors.first else { return .black }
    guard colors.count > 1 else { return first }
    let dx = endPoint.x - startPoint.x
    let dy = endPoint.y - startPoint.y
    let length = dx * dx + dy * dy
    guard length > 0 else { return first }
    let projected = ((x - startPoint.x) * dx + (y - startPoint.y) * dy) / length
    let position = min(max(projected, 0), 1) * Double(colors.count - 1)
    let index = min(Int(position), colors.count - 2)
    return colors[index].interpolated(to: colors[index + 1], fraction: position - Double(index))
  }
}

/// A point in unit coordinates: `(0, 0)` is the top leading corner, `(1, 1)` the bottom
/// trailing one.
public struct UnitPoint: Sendable, Hashable {
  /// The horizontal position, 0 at the leading edge.
  public var x: Double
  /// The vertical position, 0 at the top edge.
  public var y: Double

  /// The middle of the top edge.
  public static let top = UnitPoint(x: 0.5, y: 0)
  /// The middle of the bottom edge.
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  /// The middle of the leading edge.
  public static let leading = UnitPoint(x: 0, y: 0.5)
  /// The middle of the trailing edge.
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  /// The centre.
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  /// The top leading corner.
  public static let topLeading = UnitPoint(x: 0, y: 0)
  /// The bottom trailing corner.
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
