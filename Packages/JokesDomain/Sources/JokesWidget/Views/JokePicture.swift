import JokesDomain
import TextRendering

/// The jokes widget as a picture draws it, the tutorial's look in SwiftUI's terms: the dad's
/// portrait in a disc on the left, then the joke's type as a caption with the "next" button,
/// the setup in bold and the punchline under it, shrunk to fit, white on the widget's
/// gradient. The terminal keeps its ASCII art (``DadPortrait``).
///
/// The portrait is the emoji 🧔 (U+1F9D4, one code point, so every emoji font has it as one
/// glyph) set large on a disc in the tint, not a face drawn of circles: the reference emoji
/// font (Noto Color Emoji, in the picture's font stack) draws a bearded man in colour, a
/// recognisable dad, where a few circles read as a smiley.
struct JokePicture: View {
  /// The portrait's disc, in points.
  static let portraitSide = 72
  /// The emoji's size in the disc, in points.
  static let portraitEmojiSize = 48.0
  /// The portrait's disc colour: a warm orange, accentable.
  static let portraitTint = Color.orange

  /// The "Next" button's capsule: iOS's dark gray fill.
  static let buttonFill = Color(hex: 0x48_48_4A)

  var joke: Joke

  var body: some View {
    let parts = JokeParts(JokeWidgetView.laidOutText(joke.text))
    HStack(alignment: .top, spacing: 12) {
      ZStack {
        Circle().fill(Self.portraitTint).widgetAccentable()
        Text("\u{1F9D4}").font(.system(size: Self.portraitEmojiSize))
      }
      .frame(width: Self.portraitSide, height: Self.portraitSide)
      VStack(alignment: .leading, spacing: 4) {
        HStack(alignment: .center) {
          Text(joke.type.displayName.uppercased()).font(.caption.bold()).lineLimit(1)
            .foregroundColor(.lightGray)
          Spacer(minLength: 8)
          nextButton
        }
        if !parts.setup.isEmpty {
          Text(parts.setup).font(.headline).minimumScaleFactor(JokeWidgetView.minimumScaleFactor)
        }
        Text(parts.punchline).font(.body)
          .minimumScaleFactor(JokeWidgetView.minimumScaleFactor)
        Spacer(minLength: 0)
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
  }

  /// The widget's button, another joke of its type now (`dadjokes next`): "Next" on a capsule,
  /// as an iOS widget's button, accentable.
  private var nextButton: some View {
    Button(intent: JokeIntents.nextLink(type: joke.type)) {
      ZStack {
        Capsule().fill(Self.buttonFill)
        Text("Next").font(.caption.bold())
      }
      .frame(width: 48, height: 22)
    }
    .widgetAccentable()
  }
}
