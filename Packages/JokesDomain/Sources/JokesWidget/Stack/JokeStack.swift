import TextRendering

/// A stack of jokes widgets as on a home screen: one widget per configured joke type, the one
/// on top drawn, with a ``PageIndicator`` under it.
///
/// ```swift
/// let stack = JokeStack(entries: [dadEntry, chuckEntry], selected: 0)
/// print(stack.render(options: RenderOptions(frame: true)))  // the dad joke, then "● ○"
/// ```
public struct JokeStack: Sendable, Hashable {
  /// The entry each widget shows, top of the stack order first.
  public var entries: [JokeEntry]

  /// The widget on top, from 0.
  public var selected: Int

  /// A stack of widgets showing `entries`, with `selected` on top.
  ///
  /// - Parameters:
  ///   - entries: The entry of each widget.
  ///   - selected: The widget on top; clamped to the stack.
  public init(entries: [JokeEntry], selected: Int) {
    self.entries = entries
    self.selected = selected
  }

  /// The dots for this stack.
  public var indicator: PageIndicator {
    PageIndicator(count: entries.count, selected: selected)
  }

  /// The widget on top, drawn with `options`, and the page indicator centred under it (in a
  /// picture, dots under the card); the widget alone when the stack holds one, and nothing
  /// when it holds none. The widget is
  /// exactly the family's box (its frame inside it); the dots are the stack's own row under it.
  ///
  /// - Parameter options: Frame, redaction and output style of the widget.
  /// - Returns: The rows, joined by line breaks.
  public func render(options: RenderOptions = RenderOptions()) -> String {
    guard !entries.isEmpty else { return "" }
    let indicator = self.indicator
    if entries.count > 1, options.output.isPicture {
      // A picture draws the dots itself, under the card.
      var picture = options
      picture.pageDots = PageDots(count: indicator.count, selected: indicator.selected)
      return JokeWidgetView.render(entries[indicator.selected], options: picture)
    }
    let widget = JokeWidgetView.render(entries[indicator.selected], options: options)
    guard entries.count > 1 else { return widget }
    return widget + "\n" + Self.indicatorLine(indicator)
  }

  /// The indicator centred under the widget, which is the family's box, framed or not.
  static func indicatorLine(_ indicator: PageIndicator) -> String {
    indicator.centered(width: JokeWidgetView.canvasSize.columns)
  }
}
