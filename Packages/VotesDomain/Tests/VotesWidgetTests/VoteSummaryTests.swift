import Foundation
import Testing
import TextRendering
import TextRenderingTestSupport
import Timelines
import VotesDomain
import VotesTestSupport

@testable import VotesWidget

/// The votes widget's spoken summary (one place for every surface, the notification's body
/// too) and its accented pictures.
@Suite struct VoteSummaryTests {
  static func entry(_ vote: Vote) -> VoteEntry {
    VoteEntry(date: VoteWidgetGoldenTests.date, vote: vote)
  }

  @Test func saysTheRollTheResultAndTheCounts() throws {
    let vote = try WidgetFixture.vote(WidgetFixture.ordinary)
    let summary = Self.entry(vote).summary
    #expect(summary.title == "House Votes")
    #expect(summary.text.hasPrefix("Latest House vote, roll \(vote.rollCall), "))
    #expect(
      summary.text.contains(": \(vote.result.published), \(vote.tally.yea) to \(vote.tally.nay). "))
    #expect(summary.text.hasSuffix("\(vote.question)."))
  }

  @Test func hostileWordsAreOneBoundedSafeLine() throws {
    var vote = try WidgetFixture.vote(WidgetFixture.ordinary)
    vote.question = "\u{1B}]0;title\u{07}On\nPassage " + String(repeating: "q", count: 100_000)
    vote.result = VoteResult(published: "Passed\u{1B}[31m" + String(repeating: "p", count: 10_000))
    let text = Self.entry(vote).summary.text
    #expect(!text.contains("\u{1B}") && !text.contains("\n") && !text.contains("\u{07}"))
    #expect(text.contains("On Passage qqq"))
    #expect(text.count < 300)
  }

  /// Accented goldens (WidgetKit's tinted rendering): one hue, described by the summary.
  @Test(arguments: VoteWidgetGoldenTests.families)
  func writesAccentedGoldens(_ family: WidgetFamily) throws {
    let entry = Self.entry(try WidgetFixture.vote(WidgetFixture.ordinary))
    for (kind, options) in AccentedGolden.outputs(described: entry.summary) {
      let document = render(
        VoteWidgetView(entry: entry, family: family), size: VoteWidgetGoldenTests.size(of: family),
        options: options)
      expectGolden(
        document, named: "accented-\(VoteWidgetGoldenTests.stem(of: family))", fileExtension: kind)
      #expect(PictureChecks.xmllintProblems(document) == nil)
      #expect(document.contains("<desc id=\"widget-desc\">Latest House vote, roll "))
      #expect(!document.contains("#cd3131") && !document.contains("#0dbc79"), "no red or green")
    }
  }
}
