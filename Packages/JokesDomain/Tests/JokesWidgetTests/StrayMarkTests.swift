import Foundation
import JokesDomain
import Testing
import TextRendering

@testable import JokesWidget

/// A mark that belongs to no character (a variation selector, an emoji modifier or a joiner
/// at the start of a joke or after a line break) is not drawn: drawn in a cell of its own, it
/// joins the character of the cell before it in the terminal and the row comes out short.
@Suite struct StrayMarkTests {
  static let date = Date(timeIntervalSince1970: 1_795_356_000)

  static let jokes = [
    "\u{FE0F}Leading.", "Setup?\n\u{FE0F}Delivery.", "Setup?\u{85}\u{1F3FB}Delivery.",
    "Setup?\n\u{200D}\u{FE0F}Delivery.", "A\u{FE0F}B", "Setup?\n\u{301}Delivery.", "👍🏽 Thumbs",
  ]

  @Test(arguments: jokes)
  func aStrayMarkKeepsEveryRowTheBoxsWidth(_ text: String) {
    let entry = JokeEntry(
      date: Self.date, joke: Joke(text: text, type: .random, source: .jokeapi))
    let rows = JokeWidgetView.render(entry).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(rows.count == 10)
    #expect(rows.allSatisfy { String($0).terminalWidth == 45 })
  }

  @Test func strayMarksAreDroppedAndMarksOnCharactersKept() {
    #expect(JokeWidgetView.laidOutText("\u{FE0F}a\n\u{1F3FB}b\u{301}") == "a\nb\u{301}")
    #expect(JokeWidgetView.laidOutText("👍🏽 e\u{301}") == "👍🏽 é")
  }
}
