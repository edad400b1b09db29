import Foundation
import JokesDomain
import Testing
import TextRendering
import TextRenderingTestSupport

@testable import JokesWidget

/// The jokes widget's spoken summary (one place for every surface) and its accented picture.
@Suite struct JokeSummaryTests {
  static let entry = JokePictureGoldenTests.entries[0]

  @Test func saysTheTypeAndTheJoke() {
    let summary = Self.entry.summary
    #expect(summary.title == Self.entry.joke.type.displayName)
    #expect(summary.text == "\(summary.title): \(Self.entry.joke.text)")
  }

  @Test func aHostileJokeIsOneBoundedSafeLine() {
    let joke = Joke(
      text: "\u{1B}[2Jwhy?\r\n\u{202E}because " + String(repeating: "ha ", count: 100_000),
      type: .dadJoke, source: .icanhazdadjoke)
    let text = JokeEntry(date: JokePictureGoldenTests.date, joke: joke).summary.text
    #expect(!text.contains("\u{1B}") && !text.contains("\n") && !text.contains("\u{202E}"))
    #expect(text.contains("why? because ha ha"))
    #expect(text.count < Sanitizer.spokenLength + 40)
    #expect(text.hasSuffix("…"))
  }

  /// An accented golden (WidgetKit's tinted rendering): one hue, described by the summary.
  @Test func writesAnAccentedGolden() {
    for (kind, options) in AccentedGolden.outputs(described: Self.entry.summary) {
      let document = JokeWidgetView.render(Self.entry, options: options)
      expectGolden(document, named: "accented-medium", fileExtension: kind)
      #expect(PictureChecks.xmllintProblems(document) == nil)
      #expect(document.contains("<desc id=\"widget-desc\">\(Self.entry.summary.title): "))
      #expect(!document.contains("<linearGradient"))
    }
  }
}
