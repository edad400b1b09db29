import Foundation
import JokesDomain
import TextRendering
import Timelines

/// The jokes widget in its one family, medium: the tutorial's `DadJokesWidgetEntryView`.
///
/// The dad on the left, a divider, then the joke's type as a small-caps headline over the joke
/// in title style, shrunk to fit (the tutorial's `minimumScaleFactor(0.5)`), on a gradient from
/// black to dark gray in white text. Anywhere in it links to a fresh joke of the same type.
///
/// ```swift
/// let text = render(JokeWidgetView(entry: entry), size: JokeWidgetView.canvasSize)
/// ```
public struct JokeWidgetView: View {
  /// The families the widget supports: medium only, as in the tutorial.
  public static let supportedFamilies: [WidgetFamily] = [.systemMedium]

  /// The box the widget is drawn in: systemMedium, 45 × 10 cells.
  public static let canvasSize = CanvasSize.medium

  /// How far the joke may shrink, as in the tutorial.
  public static let minimumScaleFactor = 0.5

  /// The background: black at the top to dark gray at the bottom.
  public static let background = LinearGradient(
    colors: [.black, .darkGray], startPoint: .top, endPoint: .bottom)

  /// What to show.
  public var entry: JokeEntry

  /// A view of an entry.
  ///
  /// - Parameter entry: The joke and its date.
  public init(entry: JokeEntry) {
    self.entry = entry
  }

  /// The dad, a divider, and the type over the joke.
  public var body: some View {
    HStack(alignment: .top) {
      DadPortrait()
      Divider()
      VStack(alignment: .leading, spacing: 0) {
        Text(entry.joke.type.displayName).font(.headline.smallCaps())
        Text(entry.joke.text).font(.title).minimumScaleFactor(Self.minimumScaleFactor)
        Spacer(minLength: 0)
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
    .foregroundColor(.white)
    .containerBackground(Self.background)
    .widgetURL(entry.route.url)
  }

  /// Draws `entry` in the medium box with `options`: what the `widget` command prints.
  ///
  /// - Parameters:
  ///   - entry: The joke and its date.
  ///   - options: Frame, redaction and output style.
  /// - Returns: The rows of the widget, joined by line breaks.
  public static func render(_ entry: JokeEntry, options: RenderOptions = RenderOptions())
    -> String
  {
    TextRendering.render(JokeWidgetView(entry: entry), size: canvasSize, options: options)
  }
}
