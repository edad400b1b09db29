/// The most cells any length (padding, spacing, frame, spacer, offset) counts as, so that
/// arithmetic on lengths can never overflow.
let maximumCellLength = 10_000

/// `value` kept between 0 (or `-maximumCellLength` when `allowsNegative`) and
/// `maximumCellLength`.
func cellLength(_ value: Int, allowsNegative: Bool = false) -> Int {
  min(max(value, allowsNegative ? -maximumCellLength : 0), maximumCellLength)
}

/// A size in cells, for the terminal's layout.
typealias Size = LayoutSize<Int>

/// A size in points, for the picture writers' layout.
typealias PointSize = LayoutSize<Double>

/// A rectangle of cells.
typealias Rect = LayoutRect<Int>

/// A rectangle in points.
typealias PointRect = LayoutRect<Double>

/// A size in either layout's length.
struct LayoutSize<Length: LayoutLength>: Hashable, Sendable {
  var width: Length
  var height: Length
}

extension LayoutSize {
  static var zero: Self { Self(width: .zero, height: .zero) }

  /// A size from main and cross lengths along `axis`.
  init(main: Length, cross: Length, axis: Axis) {
    self = axis == .horizontal ? Self(width: main, height: cross) : Self(width: cross, height: main)
  }

  /// The length along `axis`.
  func main(_ axis: Axis) -> Length { axis == .horizontal ? width : height }

  /// The length across `axis`.
  func cross(_ axis: Axis) -> Length { axis == .horizontal ? height : width }

  /// This size with each dimension no larger than `limit`'s and not negative.
  func clamped(to limit: Self) -> Self {
    Self(width: max(0, min(width, limit.width)), height: max(0, min(height, limit.height)))
  }

  /// This size less `insets`, not negative.
  func inset(by insets: EdgeInsets) -> Self {
    Self(
      width: max(width - Length(insets.horizontal), 0),
      height: max(height - Length(insets.vertical), 0))
  }
}

/// A rectangle in either layout's length; its size is never negative.
struct LayoutRect<Length: LayoutLength>: Hashable, Sendable {
  var x: Length
  var y: Length
  var width: Length
  var height: Length

  init(x: Length, y: Length, width: Length, height: Length) {
    self.x = x
    self.y = y
    self.width = max(width, 0)
    self.height = max(height, 0)
  }

  init(x: Length, y: Length, size: LayoutSize<Length>) {
    self.init(x: x, y: y, width: size.width, height: size.height)
  }

  var maxX: Length { x + width }
  var maxY: Length { y + height }
  var isEmpty: Bool { width <= 0 || height <= 0 }

  func contains(x column: Length, y row: Length) -> Bool {
    column >= x && column < maxX && row >= y && row < maxY
  }

  /// Whether `other` lies wholly inside this rectangle (an empty one always does).
  func contains(_ other: Self) -> Bool {
    other.isEmpty || (other.x >= x && other.y >= y && other.maxX <= maxX && other.maxY <= maxY)
  }

  func intersection(_ other: Self) -> Self {
    let left = max(x, other.x)
    let top = max(y, other.y)
    return Self(
      x: left, y: top, width: min(maxX, other.maxX) - left, height: min(maxY, other.maxY) - top)
  }

  func inset(by insets: EdgeInsets) -> Self {
    Self(
      x: x + Length(insets.leading), y: y + Length(insets.top),
      width: width - Length(insets.horizontal), height: height - Length(insets.vertical))
  }
}
