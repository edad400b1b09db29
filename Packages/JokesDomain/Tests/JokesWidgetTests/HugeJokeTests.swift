import Foundation
import JokesDomain
import Testing
import TextRendering

@testable import JokesWidget

/// A joke as long as a response may be (the client accepts 8 MiB) draws like any joke too long
/// for the box: cut short with `…`, in its box, in the time a draw takes.
@Suite struct HugeJokeTests {
  static let date = Date(timeIntervalSince1970: 1_795_356_000)

  /// 4 MiB of words, colour escapes and wide characters: 12 bytes a repetition.
  static let huge = String(repeating: "ha \u{1B}[31m中 ", count: (4 << 20) / 12)

  @Test(.timeLimit(.minutes(1)))
  func aHugeJokeDrawsCutShortInItsBox() {
    let entry = JokeEntry(
      date: Self.date, joke: Joke(text: Self.huge, type: .dadJoke, source: .tutorial))
    let text = JokeWidgetView.render(entry, options: RenderOptions(frame: true))
    let rows = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(rows.count == JokeWidgetView.canvasSize.rows)
    #expect(rows.allSatisfy { String($0).terminalWidth == JokeWidgetView.canvasSize.columns })
    #expect(text.contains("…"))
    #expect(!text.contains("\u{1B}"))
  }

  @Test func onlyTheStartOfAHugeJokeIsLaidOut() {
    let limit = JokeWidgetView.maximumLaidOutCharacters
    let laidOut = JokeWidgetView.laidOutText(Self.huge)
    #expect(laidOut.count == limit + 1)
    #expect(laidOut == String(Sanitizer.sanitize(Self.huge).prefix(limit)) + "…")
  }

  @Test(arguments: [
    "A short joke.", "Setup?\nDelivery.", "\u{1B}[31mRed\u{1B}[0m \u{202E}joke",
    String(repeating: "x", count: JokeWidgetView.maximumLaidOutCharacters),
  ])
  func aJokeThatMayFitIsLaidOutWhole(_ text: String) {
    #expect(JokeWidgetView.laidOutText(text) == Sanitizer.sanitize(text, allowsNewlines: true))
  }
}
