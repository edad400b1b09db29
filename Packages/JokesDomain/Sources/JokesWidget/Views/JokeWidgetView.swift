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

  /// The most characters of a joke the widget lays out. The joke's part of the box holds 189
  /// cells, and shrinking may at most halve a joke, so a joke longer than this never fits and
  /// is cut here, with `…`, before layout: a server that sends megabytes of joke gets the same
  /// truncated widget as for a long joke, drawn in the time any joke takes.
  static let maximumLaidOutCharacters = 400

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

  /// The dad, a divider, and the type over the joke; in a picture, ``JokePicture``.
  public var body: some View {
    SurfaceSwitch {
      terminal
    } picture: {
      JokePicture(joke: entry.joke)
    }
    .foregroundColor(.white)
    .containerBackground(Self.background)
    .widgetURL(entry.route.url)
  }

  /// The terminal's look: the ASCII portrait, a divider, the type over the joke.
  private var terminal: some View {
    HStack(alignment: .top) {
      DadPortrait()
      Divider()
      VStack(alignment: .leading, spacing: 0) {
        HStack {
          Text(entry.joke.type.displayName).font(.headline.smallCaps())
          Spacer()
          // The widget's button: another joke of its type, now (`dadjokes next`).
          Button("next", intent: JokeIntents.nextLink(type: entry.joke.type))
        }
        Text(Self.laidOutText(entry.joke.text)).font(.title)
          .minimumScaleFactor(Self.minimumScaleFactor)
        Spacer(minLength: 0)
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
  }

  /// The joke's text as the widget lays it out: sanitised (escape sequences and controls
  /// removed, line breaks kept), without marks that belong to no character, and cut to
  /// ``maximumLaidOutCharacters`` with `…` when longer. At most
  /// ``Sanitizer/scalarsReadPerCharacter`` scalars a character are read.
  ///
  /// A stray mark (a variation selector, an emoji modifier, a joiner or a combining mark at
  /// the start or after a line break) would get a cell of its own, yet a terminal joins it to
  /// the character before, so the row would come out short of the box.
  static func laidOutText(_ text: String) -> String {
    Sanitizer.layoutPrefix(text, maximumCharacters: maximumLaidOutCharacters)
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
