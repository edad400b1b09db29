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
}
