import Foundation
import Testing
import TextRendering
import TextRenderingTestSupport
import Timelines
import VotesDomain

@testable import VotesWidget

@Suite struct VoteWidgetGoldenTests {
  static let date = Date(timeIntervalSince1970: 1_795_356_000)  // 2026-11-22 14:00 UTC

  struct Sample: Sendable, CustomTestStringConvertible {
    let name: String
    let fixture: String?
    var testDescription: String { name }

    func vote() throws -> Vote {
      guard let fixture else { return .sample }
      return try WidgetFixture.vote(fixture)
    }
  }

  static let samples: [Sample] = [
    Sample(name: "ordinary", fixture: WidgetFixture.ordinary),
    Sample(name: "speaker-election", fixture: WidgetFixture.speakerElection),
    Sample(name: "vacated", fixture: WidgetFixture.vacated),
    Sample(name: "failed", fixture: WidgetFixture.failed),
    Sample(name: "long-title", fixture: WidgetFixture.longTitle),
    Sample(name: "adjourn", fixture: WidgetFixture.adjourn),
    Sample(name: "quorum", fixture: WidgetFixture.quorum),
    Sample(name: "placeholder", fixture: nil),
  ]

  static let families: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge]

  static func size(of family: WidgetFamily) -> CanvasSize {
    switch family {
    case .systemSmall: .small
    case .systemMedium: .medium
    default: .large
    }
  }

  /// The golden file names' family stem (`small-ordinary.txt`); the test's own, so the widget
  /// tests need no command-line package.
  static func stem(of family: WidgetFamily) -> String {
    switch family {
    case .systemSmall: "small"
    case .systemMedium: "medium"
    case .systemLarge: "large"
    case .systemExtraLarge: "extraLarge"
    }
  }

  @Test(arguments: samples, families)
  func rendersFamily(_ sample: Sample, _ family: WidgetFamily) throws {
    let view = VoteWidgetView(
      entry: VoteEntry(date: Self.date, vote: try sample.vote()), family: family)
    let text = render(view, size: Self.size(of: family), options: RenderOptions(frame: true))
    expectGolden(text, named: "\(Self.stem(of: family))-\(sample.name)")
    #expect(!text.contains("\u{1B}"))
  }

  @Test(arguments: families)
  func everyFamilyOpensTheVote(_ family: WidgetFamily) throws {
    let vote = try WidgetFixture.vote(WidgetFixture.ordinary)
    let view = VoteWidgetView(entry: VoteEntry(date: Self.date, vote: vote), family: family)
    let text = render(
      view, size: Self.size(of: family), options: RenderOptions(output: .ansi(.ansi16)))
    #expect(text.contains(";votes://vote/119/1/23\u{1B}\\"))
  }

  @Test func largeLinksTheClerkRecordAndColoursTheParties() throws {
    let vote = try WidgetFixture.vote(WidgetFixture.ordinary)
    let view = VoteWidgetView(entry: VoteEntry(date: Self.date, vote: vote), family: .systemLarge)
    let text = render(view, size: .large, options: RenderOptions(output: .ansi(.trueColor)))
    #expect(text.contains("https://clerk.house.gov/evs/2025/roll023.xml"))
    expectGolden(visibleEscapes(text), named: "large-ansi-truecolor")
  }

  @Test(arguments: [
    (WidgetFixture.ordinary, "1;32mPassed"), (WidgetFixture.failed, "1;31mFailed"),
    (WidgetFixture.vacated, "1;90mVacated"), (WidgetFixture.speakerElection, "1;32mJohnson (LA)"),
  ])
  func smallColoursTheResult(_ fixture: String, _ styled: String) throws {
    let vote = try WidgetFixture.vote(fixture)
    let view = VoteWidgetView(entry: VoteEntry(date: Self.date, vote: vote), family: .systemSmall)
    let text = render(view, size: .small, options: RenderOptions(output: .ansi(.ansi16)))
    #expect(text.contains("\u{1B}[0;\(styled)\u{1B}[0m"))
  }

  @Test func hostileTitleIsSanitised() {
    var vote = Vote.sample
    vote.shortTitle = "\u{1B}]8;;https://evil.example\u{1B}\\Act\u{1B}[2J\u{9B}31m of \u{07}2025"
    vote.candidateTotals = []
    for family in Self.families {
      let view = VoteWidgetView(entry: VoteEntry(date: Self.date, vote: vote), family: family)
      let text = render(view, size: Self.size(of: family), options: RenderOptions(frame: true))
      #expect(!text.contains("evil.example"))
      #expect(!text.contains("\u{1B}") && !text.contains("\u{9B}") && !text.contains("\u{07}"))
    }
  }
}
