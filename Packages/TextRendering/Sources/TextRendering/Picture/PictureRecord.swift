/// The dots under a stack of widgets, one per widget, the one on top filled. The picture
/// writers draw them under the card; a terminal stack draws its own row of `● ○`.
public struct PageDots: Sendable, Hashable {
  /// How many widgets the stack holds (at least one).
  public let count: Int
  /// The widget on top, from 0, kept within the stack.
  public let selected: Int

  /// Dots for a stack of `count` widgets with `selected` on top.
  public init(count: Int, selected: Int) {
    self.count = min(max(count, 1), 100)
    self.selected = min(max(selected, 0), self.count - 1)
  }
}

/// What a canvas keeps for the picture writers beyond its cells: the fills as areas (so a
/// gradient is drawn as one gradient, not a colour a row), the redacted lines (drawn as rounded
/// bars), whether the frame took the outermost ring (it becomes the card's edge), which link is
/// the widget's own `widgetURL`, and a stack's page dots.
struct PictureRecord: Sendable, Hashable {
  /// A fill as laid out: the rectangle its colours are spread over, and the part drawn.
  struct PaintedFill: Sendable, Hashable {
    var rect: Rect
    var area: Rect
    var fill: Fill
  }

  /// One redacted line: its cells and the colour of its text (`nil`: the default).
  struct Redaction: Sendable, Hashable {
    var rect: Rect
    var color: Color?
  }

  /// The most fills and redactions kept; a view tree with more draws the rest as cells only.
  static let maximumRecords = 10_000

  private(set) var fills: [PaintedFill] = []
  private(set) var redactions: [Redaction] = []
  var framed = false
  var widgetLink: Int?
  var pageDots: PageDots?

  mutating func recordFill(_ rect: Rect, area: Rect, fill: Fill) {
    guard !area.isEmpty, fills.count < Self.maximumRecords else { return }
    fills.append(PaintedFill(rect: rect, area: area, fill: fill))
  }

  mutating func recordRedaction(_ rect: Rect, color: Color?, clip: Rect) {
    let area = rect.intersection(clip)
    guard !area.isEmpty, redactions.count < Self.maximumRecords else { return }
    redactions.append(Redaction(rect: area, color: color))
  }
}
