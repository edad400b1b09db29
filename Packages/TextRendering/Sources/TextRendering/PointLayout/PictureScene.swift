/// What the point layout draws, in order, for the picture writers: fills, shapes, text lines,
/// redaction bars, hairlines, symbols and link areas, all in points.
struct PictureScene: Hashable, Sendable {
  /// One line of text at its baseline.
  struct Line: Hashable, Sendable {
    var x: Double
    var baseline: Double
    var text: String
    var size: Double
    var bold: Bool
    var italic: Bool
    var underline: Bool
    var dim: Bool
    var color: Color?
    var accentable: Bool
  }

  /// One thing drawn.
  enum Item: Hashable, Sendable {
    /// A background: a colour or gradient over a rectangle.
    case fill(PointRect, Fill, accentable: Bool)
    /// A shape view filled with a colour (`nil`: the label colour).
    case shape(ShapeKind, PointRect, Color?, accentable: Bool)
    /// A group box's rounded, faintly tinted panel.
    case panel(PointRect)
    /// A line of text.
    case line(Line)
    /// A redacted line: a rounded bar in the text's colour.
    case redaction(PointRect, Color?, accentable: Bool)
    /// A divider: a hairline.
    case rule(PointRect, Color?)
    /// An SF Symbol the package draws, in a square.
    case symbol(String, PointRect, Color?, accentable: Bool)
    /// A link's area (the index into the canvas's links).
    case link(PointRect, Int)
    /// What follows up to the matching `endClip` is clipped to a rectangle.
    case beginClip(PointRect)
    /// Ends the last `beginClip`.
    case endClip
  }

  /// The most items kept; a view tree with more draws only the first.
  static let maximumItems = 20_000

  private(set) var items: [Item] = []

  mutating func append(_ item: Item) {
    guard items.count < Self.maximumItems else { return }
    items.append(item)
  }
}
