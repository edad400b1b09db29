import Foundation
import JokesDomain
import Testing
import TextRendering
import TextRenderingTestSupport

@testable import JokesWidget

/// The widget as a picture: SVG and HTML goldens of the medium widget and of a stack of two
/// (its top widget with the page dots under the card), a two-part joke (setup in bold), and a
/// joke that would be markup drawn as text. The browser tests in Tests/EndToEndTests load and screenshot every `picture-*`
/// golden.
@Suite struct JokePictureGoldenTests {
  static let date = JokeWidgetGoldenTests.date
  static let entries = JokeWidgetGoldenTests.eachType.prefix(2).map {
    JokeEntry(date: date, joke: $0.joke)
  }
  static let hostile = JokeEntry(
    date: date,
    joke: Joke(
      text: "<img src=x onerror=alert(1)></text><script>alert(2)</script> & done",
      type: .dadJoke, source: .icanhazdadjoke))

  /// A two-part joke: the setup in bold over the punchline.
  static let twoPart = JokeEntry(date: date, joke: JokeWidgetGoldenTests.eachType[2].joke)

  static let outputs: [(OutputStyle, String)] = [
    (.svg(PictureStyle()), "svg"), (.html(PictureStyle()), "html"),
  ]

  @Test func writesGoldenPictures() {
    for (output, fileExtension) in Self.outputs {
      let options = RenderOptions(frame: true, output: output)
      let pictures = [
        ("picture-medium", JokeWidgetView.render(Self.entries[0], options: options)),
        ("picture-stack", JokeStack(entries: Self.entries, selected: 0).render(options: options)),
        ("picture-hostile-medium", JokeWidgetView.render(Self.hostile, options: options)),
        ("picture-two-part", JokeWidgetView.render(Self.twoPart, options: options)),
      ]
      for (name, document) in pictures {
        expectGolden(document, named: name, fileExtension: fileExtension)
        #expect(PictureChecks.xmllintProblems(document) == nil)
        #expect(PictureChecks.inertnessProblems(document) == [])
        #expect(document.contains("<a href=\"dadjokes://joke?type="))
      }
    }
  }

  @Test func theStackDrawsItsDotsUnderTheCard() {
    let options = RenderOptions(frame: true, output: .svg(PictureStyle()))
    let document = JokeStack(entries: Self.entries, selected: 1).render(options: options)
    #expect(document.contains("viewBox=\"0 0 338 174\""))
    // The portrait's disc and the two dots.
    #expect(document.components(separatedBy: "<circle").count == 4)
    #expect(!document.contains("●"))
  }
}
