import Foundation
import JokesDomain
import Testing
import TextRendering
import TextRenderingTestSupport

@testable import JokesWidget

@Suite struct JokeWidgetGoldenTests {
  static let date = Date(timeIntervalSince1970: 1_795_356_000)  // Sun 2026-11-22 14:00 UTC

  struct Sample: Sendable, CustomTestStringConvertible {
    let name: String
    let joke: Joke
    var testDescription: String { name }
  }

  /// One joke of each type, as its living service tells it.
  static let eachType = [
    Sample(
      name: "dadjoke",
      joke: Joke(
        text: "I'm reading a book about anti-gravity. It's impossible to put down!",
        type: .dadJoke, source: .icanhazdadjoke, id: "0189hNRf2g")),
    Sample(
      name: "chucknorris",
      joke: Joke(
        text: "Chuck Norris can divide by zero.", type: .chuckNorris, source: .chucknorris,
        id: "izjeqnjzteeqms8l8xgdhw")),
    Sample(
      name: "random",
      joke: Joke(
        text: "Why do programmers prefer dark mode?\nBecause light attracts bugs.",
        type: .random, source: .jokeapi, id: "232")),
    Sample(
      name: "yomama",
      joke: Joke(
        text: "Yo mama so old, her birth certificate says expired.", type: .yoMama,
        source: .tutorial)),
  ]

  static let others = [
    Sample(name: "placeholder", joke: .placeholder),
    Sample(
      name: "long-joke",
      joke: Joke(
        text: "A man walks into a library and asks the librarian for books about paranoia. "
          + "She whispers: \"They're right behind you!\" And on Monday and Tuesday, and "
          + "approximately every other weekday of the year, with minutes to spare and without "
          + "fail, he comes back and asks again, because nobody ever remembers the number of "
          + "the shelf, and the librarian has to whisper it all over again, louder each time.",
        type: .dadJoke, source: .icanhazdadjoke)),
    Sample(
      name: "hostile-joke",
      joke: Joke(
        text: "\u{1B}[2J\u{1B}]0;pwned\u{07}Why \u{1B}]8;;https://evil.example\u{1B}\\did\u{9B}31m "
          + "the \u{202E}chicken\u{202C} cross?\r\nTo get to the \u{1B}P+q\u{1B}\\other side.",
        type: .chuckNorris, source: .chucknorris)),
    Sample(
      name: "wide-text",
      joke: Joke(
        text: "パンはパンでも食べられないパンは？ フライパン 🍳", type: .random, source: .jokeapi)),
  ]

  @Test(arguments: eachType + others)
  func rendersMedium(_ sample: Sample) {
    let text = JokeWidgetView.render(
      JokeEntry(date: Self.date, joke: sample.joke), options: RenderOptions(frame: true))
    expectGolden(text, named: "medium-\(sample.name)")
    #expect(!text.contains("\u{1B}"))
    let rows = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(rows.count == JokeWidgetView.canvasSize.rows)
    #expect(rows.allSatisfy { String($0).terminalWidth == JokeWidgetView.canvasSize.columns })
  }

  @Test func hostileTextNeverReachesTheTerminal() {
    let hostile = Self.others.first { $0.name == "hostile-joke" }?.joke ?? .placeholder
    let text = JokeWidgetView.render(
      JokeEntry(date: Self.date, joke: hostile), options: RenderOptions(output: .ansi(.trueColor)))
    #expect(!text.contains("evil.example"))
    #expect(!text.contains("pwned"))
    #expect(!text.contains("\u{202E}"))
    #expect(!text.contains("\u{9B}"))
  }

  @Test func ansiHasTheGradientWhiteTextAndTheTypesLink() {
    let entry = JokeEntry(date: Self.date, joke: Self.eachType[1].joke)
    let text = JokeWidgetView.render(entry, options: RenderOptions(output: .ansi(.trueColor)))
    #expect(text.contains(";dadjokes://joke?type=chucknorris\u{1B}\\"))
    let rows = text.split(separator: "\n")
    #expect(rows.first?.contains("48;2;3;3;3m") == true)  // near black at the top
    #expect(rows.last?.contains("48;2;61;61;61m") == true)  // near dark gray at the bottom
    #expect(text.contains("[0;1;97;48;2;10;10;10mCHUCK NORRIS"))  // bright white, bold
    expectGolden(visibleEscapes(text), named: "medium-ansi-truecolor")
  }

  @Test(arguments: JokeType.allCases)
  func widgetURLIsTheRouteOfTheEntrysType(_ type: JokeType) {
    let entry = JokeEntry(
      date: Self.date, joke: Joke(text: "A joke.", type: type, source: .tutorial))
    let text = JokeWidgetView.render(entry, options: RenderOptions(output: .ansi(.ansi16)))
    #expect(text.contains(";dadjokes://joke?type=\(type.identifier)\u{1B}\\"))
    #expect(text.contains(type.displayName.uppercased()))
  }

  @Test(arguments: [0, 1])
  func stackOfTwoShowsTheTopWidgetAndItsDots(_ selected: Int) {
    let entries = Self.eachType.prefix(2).map { JokeEntry(date: Self.date, joke: $0.joke) }
    let text = JokeStack(entries: entries, selected: selected)
      .render(options: RenderOptions(frame: true))
    expectGolden(text, named: "stack-of-two-top-\(selected)")
    let last = text.split(separator: "\n").last.map(String.init) ?? ""
    #expect(last.trimmingCharacters(in: .whitespaces) == (selected == 0 ? "● ○" : "○ ●"))
  }

  @Test func stackOfOneIsTheWidgetAlone() {
    let entry = JokeEntry(date: Self.date, joke: .placeholder)
    let options = RenderOptions(frame: true)
    #expect(
      JokeStack(entries: [entry], selected: 0).render(options: options)
        == JokeWidgetView.render(entry, options: options))
    #expect(JokeStack(entries: [], selected: 0).render(options: options).isEmpty)
  }

  @Test func portraitRowsAreThirteenCellsWide() {
    #expect(DadPortrait.rows.count == 8)
    for row in DadPortrait.rows { #expect(row.terminalWidth == DadPortrait.width) }
  }
}
