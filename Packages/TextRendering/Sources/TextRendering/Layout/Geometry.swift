/// The most cells any length (padding, spacing, frame, spacer, offset) counts as, so that
/// arithmetic on lengths can never overflow.
let maximumCellLength = 10_000

/// `value` kept between 0 (or `-maximumCellLength` when `allowsNegative`) and
/// `maximumCellLength`.
func cellLength(_ value: Int, allowsNegative: Bool = false) -> Int {
  min(max(value, allowsNegative ? -maximumCellLength : 0), maximumCellLength)
}

/// A size in cells.
struct Size: Hashable, Sendable {
  var width: Int
  var height: Int

  static let zero = Size(width: 0, height: 0)

  /// The size of `axis`'s dimension.
  func main(_ axis: Axis) -> Int { axis == .horizontal ? width : height }

  /// The size across `axis`.
  func cross(_ axis: Axis) -> Int { axis == .horizontal ? height : width }

  /// A size from main and cross dimensions along `axis`.
  init(main: Int, cross: Int, axis: Axis) {
    self = axis == .horizontal ? Size(width: main, height: cross) : Size(width: cross, height: main)
  }

  init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// This size with each dimension no larger than `limit`'s and not negative.
  func clamped(to limit: Size) -> Size {
    Size(width: max(0, min(width, limit.width)), height: max(0, min(height, limit.height)))
  }
}

/// A rectangle of cells.
struct Rect: Hashable, Sendable {
  var x: Int
  var y: Int
  var width: Int
  var height: Int

  init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = max(width, 0)
    self.height = max(height, 0)
  }

  init(x: Int, y: Int, size: Size) {
    self.init(x: x, y: y, width: size.width, height: size.height)
  }

  var maxX: Int { x + width }
  var maxY: Int { y + height }
  var isEmpty: Bool { width == 0 || height == 0 }

  func contains(x column: Int, y row: Int) -> Bool {
    column >= x && column < maxX && row >= y && row < maxY
  }

  /// Whether `other` lies wholly inside this rectangle (an empty one always does).
  func contains(_ other: Rect) -> Bool {
    other.isEmpty || (other.x >= x && other.y >= y && other.maxX <= maxX && other.maxY <= maxY)
  }

  func intersection(_ other: Rect) -> Rect {
    let left = max(x, other.x)
    let top = max(y, other.y)
    return Rect(
      x: left, y: top, width: min(maxX, other.maxX) - left, height: min(maxY, other.maxY) - top)
  }

  func inset(by insets: EdgeInsets) -> Rect {
    Rect(
      x: x + insets.leading, y: y + insets.top, width: width - insets.horizontal,
      height: height - insets.vertical)
  }
}
