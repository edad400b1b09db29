import Foundation
import Testing
import TextRenderingTestSupport

@testable import TextRendering

/// Pictures as accessible images: `role="img"`, `aria-labelledby` naming a `<title>` and a
/// `<desc>` written first, escaped, with ids of the caller's choosing; spoken text bounded.
@Suite struct PictureAccessibilityTests {
  static let view = AnyView(
    SampleListWidget(title: "Todos", rows: SampleListWidget.todos, showsHeader: true))

  static func svg(_ style: PictureStyle) -> String {
    render(view, size: .medium, options: RenderOptions(frame: true, output: .svg(style)))
  }

  @Test func rootIsAnImageNamedByItsTitleAndDescription() throws {
    var style = PictureStyle()
    style.title = "My Todos"
    style.summary = "My Todos: 4 open of 10. Next: buy milk."
    let document = Self.svg(style)
    let root = try #require(document.split(separator: "\n").dropFirst().first)
    #expect(root.contains(" role=\"img\" aria-labelledby=\"widget-title widget-desc\""))
    let lines = document.split(separator: "\n").map(String.init)
    #expect(lines[2] == "<title id=\"widget-title\">My Todos</title>")
    #expect(lines[3] == "<desc id=\"widget-desc\">My Todos: 4 open of 10. Next: buy milk.</desc>")
    #expect(PictureChecks.xmllintProblems(document) == nil)
  }

  @Test func withoutASummaryTheTitleAloneNamesIt() {
    let document = Self.svg(PictureStyle())
    #expect(document.contains("aria-labelledby=\"widget-title\">"))
    #expect(document.contains("<title id=\"widget-title\">Widget</title>"))
    #expect(!document.contains("<desc"))
  }

  @Test func hostileTitleAndSummaryAreEscaped() {
    var style = PictureStyle()
    style.title = "</title><script>alert(1)</script>"
    style.summary = "\"'&<desc>"
    let document = Self.svg(style)
    #expect(document.contains("&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>"))
    #expect(document.contains(">\"'&amp;&lt;desc&gt;</desc>"))
    #expect(PictureChecks.xmllintProblems(document) == nil)
    #expect(PictureChecks.inertnessProblems(document) == [])
  }

  /// Two pictures inlined in one page keep their own ids; an id is always an XML name.
  @Test func idsComeFromTheCallerAndAreNames() {
    var style = PictureStyle()
    style.summary = "s"
    style.accessibilityID = "w0123abcd"
    #expect(Self.svg(style).contains("aria-labelledby=\"w0123abcd-title w0123abcd-desc\""))
    #expect(PictureAccessibility.elementID("9\" onload=\"x") == "w-9__onload__x")
    #expect(PictureAccessibility.elementID("") == "w-")
    #expect(PictureAccessibility.elementID(String(repeating: "a", count: 500)).count == 64)
  }

  @Test func describedOptionsReachOnlyPictures() {
    let summary = WidgetSummary(title: "T", text: "S")
    let options = RenderOptions(output: .svg(PictureStyle())).described(by: summary, id: "x1")
    guard case .svg(let style) = options.output else {
      Issue.record("not a picture")
      return
    }
    #expect(style.title == "T" && style.summary == "S" && style.accessibilityID == "x1")
    #expect(RenderOptions(output: .plain).described(by: summary).output == .plain)
  }

  @Test func spokenTextIsOneBoundedSafeLine() {
    #expect(Sanitizer.spoken("buy\n\tmilk  \u{1B}[31mnow") == "buy milk now")
    let huge = String(repeating: "ab ", count: 1_000_000)
    let spoken = Sanitizer.spoken(huge)
    #expect(spoken.count <= Sanitizer.spokenLength + 1)
    #expect(spoken.hasSuffix("…"))
  }
}
