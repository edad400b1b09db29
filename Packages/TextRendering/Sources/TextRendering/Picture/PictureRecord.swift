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

/// What a canvas laid out for a picture output keeps for the picture writers: the card's size
/// in points, what the point layout drew, which link is the widget's own `widgetURL`, and a
/// stack's page dots. A canvas laid out for a terminal has none of it.
struct PictureRecord: Sendable, Hashable {
  /// The card's width and height in points.
  var width = 0.0
  var height = 0.0
  /// The card's background (`containerBackground`), drawn over the whole card.
  var background: Fill?
  var backgroundAccentable = false
  var scene = PictureScene()
  var widgetLink: Int?
  var pageDots: PageDots?
}
