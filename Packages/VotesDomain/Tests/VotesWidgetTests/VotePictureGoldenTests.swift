import Foundation
import Testing
import TextRendering
import TextRenderingTestSupport
import Timelines
import VotesDomain
import VotesTestSupport

@testable import VotesWidget

/// The widget as a picture: SVG and HTML goldens of each family (the browser tests in
/// Tests/EndToEndTests load and screenshot every `picture-*` golden; the large one has the
/// party bars), and a question that would be markup drawn as text.
@Suite struct VotePictureGoldenTests {
  static let outputs: [(OutputStyle, String)] = [
    (.svg(PictureStyle()), "svg"), (.html(PictureStyle()), "html"),
  ]

  @Test(arguments: VoteWidgetGoldenTests.families, [false, true])
  func writesGoldenPictures(_ family: WidgetFamily, _ hostile: Bool) throws {
    var vote = try WidgetFixture.vote(WidgetFixture.ordinary)
    if hostile {
      vote.question = "<img src=x onerror=alert(1)></text><script>alert(2)</script>"
      vote.shortTitle = "</svg><a href=\"javascript:alert(3)\">x</a>"
    }
    let view = VoteWidgetView(
      entry: VoteEntry(date: VoteWidgetGoldenTests.date, vote: vote), family: family)
    let stem = VoteWidgetGoldenTests.stem(of: family)
    for (output, fileExtension) in Self.outputs {
      let document = render(
        view, size: VoteWidgetGoldenTests.size(of: family),
        options: RenderOptions(frame: true, output: output))
      expectGolden(
        document, named: "picture-\(hostile ? "hostile-" : "")\(stem)",
        fileExtension: fileExtension)
      #expect(PictureChecks.xmllintProblems(document) == nil)
      #expect(PictureChecks.inertnessProblems(document) == [])
      #expect(document.contains("<a href=\"votes://vote/119/1/23\">"))
    }
  }

  /// The large picture's party bars are capsules in the parties' colours, scaled so the largest
  /// count fills its half of the chart, and no block characters: those are the terminal's.
  @Test func partyBarsAreCapsulesInThePartiesColours() throws {
    let vote = try WidgetFixture.vote(WidgetFixture.ordinary)
    let view = VoteWidgetView(
      entry: VoteEntry(date: VoteWidgetGoldenTests.date, vote: vote), family: .systemLarge)
    let document = render(
      view, size: .large, options: RenderOptions(output: .svg(PictureStyle())))
    #expect(!document.contains("\u{2588}"))
    let capsules = document.components(separatedBy: "<rect ").dropFirst().filter {
      $0.contains("rx=\"\(VoteTotalsPicture.barHeight / 2)\"")
    }
    // R 217–0, D 46–156: one bar for the Republicans, two for the Democrats.
    #expect(capsules.filter { $0.contains("fill=\"#cd3131\"") }.count == 1, "\(capsules)")
    #expect(capsules.filter { $0.contains("fill=\"#2472c8\"") }.count == 2, "\(capsules)")
    let widths = capsules.compactMap { item -> Double? in
      guard let range = item.range(of: "width=\"") else { return nil }
      return Double(item[range.upperBound...].prefix { $0 != "\"" })
    }
    // The largest count, 217, fills its half; 46 takes its share of it.
    let largest = try #require(widths.max())
    #expect(widths.contains { abs($0 - (largest * 46 / 217).rounded()) <= 1 }, "\(widths)")
  }
}
