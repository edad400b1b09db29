/// Something that can fill cells: a ``Color`` or a ``LinearGradient``.
///
/// Used by `background(_:)` and `containerBackground(_:)`. Only this package's types conform.
public protocol ShapeStyle: Sendable {}

/// A resolved fill: a colour, or a gradient evaluated per cell.
enum Fill: Sendable, Hashable {
  case color(Color)
  case gradient(LinearGradient)

  init(_ style: some ShapeStyle) {
    if let gradient = style as? LinearGradient {
      self = .gradient(gradient)
    } else if let color = style as? Color {
      self = .color(color)
    } else {
      self = .color(.black)
    }
  }

  /// Whether every cell of a row has the same colour (a plain colour or a vertical gradient).
  var isUniformAcrossRows: Bool {
    switch self {
    case .color: return true
    case .gradient(let gradient): return gradient.startPoint.x == gradient.endPoint.x
    }
  }

  /// The colour of the cell at `(column, row)` inside a `width` × `height` area.
  func color(column: Int, row: Int, width: Int, height: Int) -> Color {
    switch self {
    case .color(let color):
      return color
    case .gradient(let gradient):
      let x = (Double(column) + 0.5) / Double(max(width, 1))
      let y = (Double(row) + 0.5) / Double(max(height, 1))
      return gradient.color(atX: x, y: y)
    }
  }
}
