/// A size in points, for the picture writers' layout.
struct PointSize: Hashable, Sendable {
  var width: Double
  var height: Double

  static let zero = PointSize(width: 0, height: 0)

  init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// A size from main and cross lengths along `axis`.
  init(main: Double, cross: Double, axis: Axis) {
    self =
      axis == .horizontal
      ? PointSize(width: main, height: cross) : PointSize(width: cross, height: main)
  }

  /// The length along `axis`.
  func main(_ axis: Axis) -> Double { axis == .horizontal ? width : height }

  /// The length across `axis`.
  func cross(_ axis: Axis) -> Double { axis == .horizontal ? height : width }

  /// This size no larger than `limit` either way, and not negative.
  func clamped(to limit: PointSize) -> PointSize {
    PointSize(width: max(0, min(width, limit.width)), height: max(0, min(height, limit.height)))
  }

  /// This size less `insets` (in points), not negative.
  func inset(by insets: EdgeInsets) -> PointSize {
    PointSize(
      width: max(width - Double(insets.horizontal), 0),
      height: max(height - Double(insets.vertical), 0))
  }
}

/// A rectangle in points.
struct PointRect: Hashable, Sendable {
  var x: Double
  var y: Double
  var width: Double
  var height: Double

  init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = max(width, 0)
    self.height = max(height, 0)
  }

  init(x: Double, y: Double, size: PointSize) {
    self.init(x: x, y: y, width: size.width, height: size.height)
  }

  var maxX: Double { x + width }
  var maxY: Double { y + height }
  var isEmpty: Bool { width <= 0 || height <= 0 }

  func intersection(_ other: PointRect) -> PointRect {
    let left = max(x, other.x)
    let top = max(y, other.y)
    return PointRect(
      x: left, y: top, width: min(maxX, other.maxX) - left, height: min(maxY, other.maxY) - top)
  }

  func inset(by insets: EdgeInsets) -> PointRect {
    PointRect(
      x: x + Double(insets.leading), y: y + Double(insets.top),
      width: width - Double(insets.horizontal), height: height - Double(insets.vertical))
  }
}

extension HorizontalAlignment {
  /// The offset that places a child in `free` leftover points.
  func offset(free: Double) -> Double {
    pointOffset(free, self == .leading ? 0 : self == .center ? 1 : 2)
  }
}

extension VerticalAlignment {
  /// The offset that places a child in `free` leftover points.
  func offset(free: Double) -> Double {
    pointOffset(free, self == .top ? 0 : self == .center ? 1 : 2)
  }
}

extension TextAlignment {
  /// The offset that places a line in `free` leftover points.
  func offset(free: Double) -> Double {
    pointOffset(free, self == .leading ? 0 : self == .center ? 1 : 2)
  }
}

/// `halves` halves of `free` (0: start, 1: centre, 2: end).
private func pointOffset(_ free: Double, _ halves: Int) -> Double {
  max(free, 0) * Double(halves) / 2
}
