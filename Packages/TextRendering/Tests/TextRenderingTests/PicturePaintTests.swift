import Foundation
import Testing
import TextRenderingTestSupport

@testable import TextRendering

/// WidgetKit's rendering modes in pictures: full colour keeps the views' colours; accented
/// draws one hue over a faint wash, gradients collapsed to it.
@Suite struct PicturePaintTests {
  static let accent = Color(hex: 0xFF9500)

  static func accented(_ accent: Color? = PicturePaintTests.accent) -> PictureStyle {
    var style = PictureStyle()
    style.rendering = .accented
    style.accent = accent
    return style
  }

  @Test func fullColourWritesTheViewsColours() {
    let style = PictureStyle()
    #expect(PicturePaint.css(.red, accentable: false, style: style) == "#cd3131")
    #expect(PicturePaint.css(nil, accentable: true, style: style) == "currentColor")
    #expect(PicturePaint.fillAttribute(nil, style: style) == "")
    #expect(PicturePaint.background(.blue, style: style) == "#2472c8")
  }

  @Test func accentedWritesOneHue() {
    let style = Self.accented()
    #expect(PicturePaint.css(.red, accentable: true, style: style) == "#ff9500")
    #expect(PicturePaint.css(nil, accentable: true, style: style) == "#ff9500")
    #expect(PicturePaint.css(.green, accentable: false, style: style) == "rgba(255,149,0,0.6)")
    #expect(PicturePaint.fillAttribute(nil, style: style) == " fill=\"rgba(255,149,0,0.6)\"")
    #expect(PicturePaint.background(.blue, style: style) == "rgba(255,149,0,0.12)")
    #expect(PicturePaint.css(nil, accentable: true, style: Self.accented(nil)) == "#007aff")
  }

  /// A golden of an accented widget with a gradient and colours: no colour but the accent's,
  /// no gradient, no `card` class for a page to restyle.
  @Test func accentedPictureHasOnlyTheAccent() throws {
    let view = SampleJokeWidget(joke: "Why don't eggs tell jokes? They'd crack each other up.")
    let options = RenderOptions(frame: true, output: .svg(Self.accented()))
    let document = render(view, size: .medium, options: options)
    expectGolden(document, named: "accented-joke", fileExtension: "svg")
    #expect(PictureChecks.xmllintProblems(document) == nil)
    #expect(PictureChecks.inertnessProblems(document) == [])
    #expect(!document.contains("<linearGradient"))
    #expect(!document.contains("class=\"card\""))
    let colours = try Regex("(#[0-9a-f]{6}|rgba\\([^)]*\\))")
    let painted = Set(
      document.matches(of: colours).map { String(document[$0.range]) })
    // The link's invisible rectangle is the one other colour (at zero opacity).
    #expect(painted.contains("rgba(255,149,0,0.12)"), "the card's wash: \(painted)")
    #expect(painted.allSatisfy { $0 == "#000000" || $0.contains("255,149,0") || $0 == "#ff9500" })
  }
}
