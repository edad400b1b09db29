import AppCommandLine
import Foundation
import TextRendering
import Timelines

/// How an app draws several of its widgets at once, as a stack on a home screen: the rule that
/// picks the widget on top and the drawing of the stack with its page dots. A ``WidgetApp``
/// whose options can describe several widgets (dadjokes' repeated `--type`) gives one as its
/// ``WidgetApp/widgetStack``, and ``WidgetApp/runWidgetCommand()`` draws them with it.
///
/// ```swift
/// static let widgetStack: WidgetStackStyle<JokeEntry>? = WidgetStackStyle(
///   rotation: { SmartStackRotation(count: $0, start: $1) },
///   draw: { entries, selected, options in
///     JokeStack(entries: entries, selected: selected).render(options: options)
///   })
/// ```
public struct WidgetStackStyle<Entry: TimelineEntry>: Sendable {
  /// The rule that picks the widget on top of a stack of `count` widgets, turning from `start`.
  public let rotation: @Sendable (_ count: Int, _ start: Date) -> any WidgetStackRotation
  /// Draws the stack: every widget's entry, top of the stack first, the one on top, and the
  /// render options.
  public let draw:
    @Sendable (_ entries: [Entry], _ selected: Int, _ options: RenderOptions) -> String

  /// A stack turned by `rotation` and drawn by `draw`.
  public init(
    rotation: @escaping @Sendable (_ count: Int, _ start: Date) -> any WidgetStackRotation,
    draw:
      @escaping @Sendable (_ entries: [Entry], _ selected: Int, _ options: RenderOptions)
      -> String
  ) {
    self.rotation = rotation
    self.draw = draw
  }
}
