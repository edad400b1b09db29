import Foundation
import Testing
import TextRenderingTestSupport

@testable import TextRendering

/// The SVG and HTML writers: goldens of the sample widgets, well-formed XML, inert documents,
/// escaping, gradients, shapes, links and redaction.
@Suite struct PictureWriterTests {
  static let svg = OutputStyle.svg(PictureStyle())
  static let html = OutputStyle.html(PictureStyle())

  static let list = AnyView(
    SampleListWidget(title: "Todos", rows: SampleListWidget.todos, showsHeader: true))
  static let joke = AnyView(
    SampleJokeWidget(joke: "Why don't eggs tell jokes? They'd crack each other up."))

  static let cases: [GoldenCase] = [
    GoldenCase(name: "picture-small", size: .small, view: list),
    GoldenCase(name: "picture-medium", size: .medium, view: list),
    GoldenCase(name: "picture-large", size: .large, view: list),
    GoldenCase(name: "picture-joke", size: .medium, view: joke),
    GoldenCase(
      name: "picture-redacted", size: .medium, view: list,
      options: RenderOptions(frame: true, redacted: true)),
  ]

  /// The XML check is a real parser: it refuses a document that is not well-formed.
  @Test func xmllintRefusesABrokenDocument() {
    #expect(PictureChecks.xmllintProblems("<svg><g></svg>") != nil)
    #expect(PictureChecks.xmllintProblems("<svg><g/></svg>") == nil)
  }

  @Test(arguments: cases)
  func writesGoldenSVGAndHTML(_ golden: GoldenCase) {
    for (style, fileExtension) in [(Self.svg, "svg"), (Self.html, "html")] {
      var options = golden.options
      options.frame = true
      options.output = style
      let document = render(golden.view, size: golden.size, options: options)
      expectGolden(document, named: golden.name, fileExtension: fileExtension)
      #expect(PictureChecks.xmllintProblems(document) == nil)
      #expect(PictureChecks.inertnessProblems(document) == [])
      // Deterministic: the same view gives the same bytes.
      #expect(render(golden.view, size: golden.size, options: options) == document)
    }
  }

  @Test func cardIsTheFamilysBoxInPoints() {
    let document = render(Self.list, size: .medium, options: RenderOptions(output: Self.svg))
    #expect(document.contains("width=\"338\" height=\"158\" viewBox=\"0 0 338 158\""))
    #expect(document.contains("<clipPath id=\"card\"><rect width=\"338\" height=\"158\" rx=\"22\""))
    for (size, box) in [
      (CanvasSize.small, "0 0 158 158"), (.large, "0 0 338 354"), (.extraLarge, "0 0 715 354"),
      (CanvasSize(columns: 10, rows: 2), "0 0 75 32"),
    ] {
      let document = render(Self.list, size: size, options: RenderOptions(output: Self.svg))
      #expect(document.contains("viewBox=\"\(box)\""))
    }
  }

  @Test func hostileTextIsDataNeverMarkup() {
    let hostile = [
      "<img src=x onerror=\"alert(1)\">", "</text><script>alert(2)</script>",
      "]]><!-- & \"quoted\" 'single'", "<foreignObject><div>x</div></foreignObject>",
      "\u{1B}[31m\u{0}\u{8}\u{FFFE}end",
    ]
    let view = VStack(alignment: .leading) {
      ForEach(hostile, id: \.self) { Text($0).lineLimit(1) }
      Link("<b>link</b>", destination: URL(string: "todos://todo/1?a=<x>&b=\"")!)
    }
    for style in [Self.svg, Self.html] {
      let document = render(view, size: .extraLarge, options: RenderOptions(output: style))
      #expect(PictureChecks.xmllintProblems(document) == nil)
      #expect(PictureChecks.inertnessProblems(document) == [])
      #expect(document.contains("&lt;img"))
      #expect(document.contains("&lt;/text&gt;&lt;script&gt;"))
      #expect(!document.contains("<script"))
      #expect(!document.contains("<foreignObject"))
    }
  }

  @Test func aGradientIsOneGradientAndColoursAreTheViewsOwn() {
    let document = render(Self.joke, size: .medium, options: RenderOptions(output: Self.svg))
    #expect(document.contains("<linearGradient id=\"g0\" gradientUnits=\"userSpaceOnUse\""))
    #expect(document.contains("stop-color=\"#000000\""))
    #expect(document.contains("stop-color=\"#404040\""))
    #expect(document.contains("fill=\"url(#g0)\""))
    #expect(document.contains("fill=\"#ffffff\""))  // the joke's white text
  }

  @Test func shapesAndDividersAreShapesNotText() {
    let view = VStack(alignment: .leading, spacing: 0) {
      Capsule().fill(.red).frame(width: 60, height: 10)
      Divider()
      HStack(spacing: 0) {
        Circle().fill(.blue).frame(width: 20, height: 20)
        RoundedRectangle(cornerRadius: 4).frame(width: 30, height: 20)
      }
    }
    let document = render(
      view, size: .medium, options: RenderOptions(output: Self.svg, contentMargins: .zero))
    #expect(!document.contains("█"))
    #expect(!document.contains("─"))
    // The divider takes the card's width; the stack, 31 tall, is centred in its 158.
    #expect(
      document.contains(
        "<rect x=\"0\" y=\"63.5\" width=\"60\" height=\"10\" rx=\"5\" fill=\"#cd3131\"/>"))
    #expect(document.contains("<rect x=\"0\" y=\"73.75\" width=\"338\" height=\"0.5\""))
    #expect(document.contains("<circle cx=\"10\" cy=\"84.5\" r=\"10\" fill=\"#2472c8\"/>"))
    #expect(
      document.contains(
        "<rect x=\"20\" y=\"74.5\" width=\"30\" height=\"20\" rx=\"4\" fill=\"currentColor\"/>"))
  }

  @Test func linksBecomeAnchorsOnlyWhereTheCheckAllows() {
    let view = VStack {
      Link("Todo", destination: URL(string: "todos://todo/1")!)
      Link("Elsewhere", destination: URL(string: "https://evil.example/")!)
    }.widgetURL(URL(string: "todos://list"))
    let check = LinkCheck(name: "todos only") { $0.hasPrefix("todos://") }
    let style = OutputStyle.svg(PictureStyle(linkCheck: check))
    let document = render(view, size: .medium, options: RenderOptions(output: style))
    #expect(document.contains("<a href=\"todos://todo/1\">"))
    #expect(document.contains("<a href=\"todos://list\">"))
    #expect(!document.contains("evil.example"))
    let none = render(
      view, size: .medium, options: RenderOptions(output: .svg(PictureStyle(linkCheck: .none))))
    #expect(!none.contains("<a "))
  }

  @Test func redactionDrawsRoundedBarsInsteadOfText() {
    let document = render(
      Self.list, size: .medium,
      options: RenderOptions(redacted: true, output: Self.svg))
    #expect(document.contains("fill-opacity=\"0.25\"/>"))
    #expect(!document.contains("Todos</text>"))
    #expect(!document.contains("█"))
  }

  @Test func appearanceIsAParameterInSVGAndAPreferenceInHTML() {
    let dark = render(
      Self.list, size: .medium,
      options: RenderOptions(output: .svg(PictureStyle(appearance: .dark))))
    #expect(dark.contains("color=\"#ffffff\""))
    #expect(dark.contains("fill=\"#1c1c1e\""))
    let html = render(Self.list, size: .medium, options: RenderOptions(output: Self.html))
    #expect(html.contains("@media (prefers-color-scheme: dark)"))
  }

  @Test func pageDotsGoUnderTheCard() {
    var options = RenderOptions(frame: true, output: Self.svg)
    options.pageDots = PageDots(count: 3, selected: 1)
    let document = render(Self.joke, size: .medium, options: options)
    #expect(document.contains("viewBox=\"0 0 338 174\""))
    #expect(document.components(separatedBy: "<circle").count == 4)
    #expect(document.contains("fill-opacity=\"1\"/>"))
  }

  @Test func eachLineIsOneTextAtOneX() {
    let document = render(
      Text("ab c  d").frame(maxWidth: .infinity, alignment: .leading),
      size: CanvasSize(columns: 10, rows: 2),
      options: RenderOptions(output: Self.svg, contentMargins: EdgeInsets()))
    // One line of 17 points (19.53 high) centred in 32 points: its baseline at 6.23 + 0.28 +
    // 15.39, both spaces kept.
    #expect(document.contains("<text x=\"0\" y=\"21.89\">ab c  d</text>"))
    #expect(document.components(separatedBy: "<text").count == 2)
  }
}
