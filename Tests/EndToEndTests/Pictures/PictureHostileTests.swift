import Foundation
import Testing
import TextRenderingTestSupport

/// The built apps' `widget --format svg|html` against a fixture server that puts markup into
/// every string it serves (`script-text`: `<img src=x onerror=…>`, `</text><script>…`;
/// `markup-text`; `hostile-text`): the documents are well-formed and inert, a page with a
/// script-detection hook records no error, script or navigation, the DOM holds the markup as
/// text, and the screenshot has that text where it belongs.
@Suite(.serialized) struct PictureHostileTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var app: AppUnderTest
    var arguments: [String]
    var fault: String
    var testDescription: String { "\(app.name) \(fault)" }
  }

  static let widgets: [(AppUnderTest, [String])] = [
    (.todos, ["widget", "--family", "large"]),
    (.dadjokes, ["widget", "--type", "dad", "--type", "chucknorris"]),
    (.votes, ["widget", "--family", "large"]),
  ]

  static let cases: [Case] = ["script-text", "markup-text", "hostile-text"].flatMap { fault in
    widgets.map { Case(app: $0.0, arguments: $0.1, fault: fault) }
  }

  /// The start of what the fault puts before every string (the rest may wrap or be cut with
  /// `…`), as the DOM's text holds it (escaped again by the DOM's serialiser).
  static func expectedText(_ fault: String) -> String? {
    switch fault {
    case "script-text": "&lt;img src=x"
    case "markup-text": "&lt;/span&gt;&amp;&lt;b&gt;"
    default: nil
    }
  }

  @Test(arguments: cases)
  func markupFromTheServerIsShownAsText(_ hostile: Case) throws {
    let server = try FixtureServer(["--fault", hostile.fault])
    let scratch = try ScratchDirectory()
    for format in ["html", "svg"] {
      let run = try hostile.app.run(
        hostile.arguments + ["--format", format], baseURL: server.url.absoluteString,
        scratch: scratch, timeout: 120)
      #expect(run.status == 0, "\(hostile) \(format): \(run.stderr)")
      let document = run.stdout
      #expect(PictureChecks.xmllintProblems(document) == nil, "\(hostile) \(format)")
      #expect(PictureChecks.inertnessProblems(document) == [], "\(hostile) \(format)")
      #expect(terminalUnsafeScalars(in: document).isEmpty, "\(hostile) \(format)")

      // The hook sees nothing happen, and the markup is in the DOM as text.
      let harness = scratch.url.appendingPathComponent("harness-\(format).html")
      let page =
        format == "html"
        ? ScriptDetectionHook.harness(html: document) : ScriptDetectionHook.harness(svg: document)
      try Data(page.utf8).write(to: harness)
      let dom = try Chromium.markup(harness, onceItSets: "data-hook", scratch: scratch)
      let hook = dom.firstMatch(of: /data-hook="[^"]*"/).map { String($0.output) } ?? "no hook"
      #expect(
        dom.contains(ScriptDetectionHook.quiet(title: "Widget")), "\(hostile) \(format): \(hook)")
      if let expected = Self.expectedText(hostile.fault) {
        #expect(dom.contains(expected), "\(hostile) \(format): the markup is not shown as text")
      }

      // The screenshot shows text where the first line of text is.
      let file = scratch.url.appendingPathComponent("widget.\(format)")
      try Data(document.utf8).write(to: file)
      let geometry = try #require(PictureGeometry(document))
      let image = try Chromium.screenshot(
        file, width: geometry.window.width, height: geometry.window.height, scratch: scratch
      ).image
      let inked = try #require(geometry.inkedPixels(in: image), "\(hostile) \(format): no text")
      #expect(inked >= 20, "\(hostile) \(format): \(inked) inked pixels")
    }
  }
}

/// The hook itself: a page whose markup does run is caught, so a quiet page means something.
@Suite struct ScriptDetectionHookTests {
  @Test func aPageThatRunsInjectedMarkupIsCaught() throws {
    let scratch = try ScratchDirectory()
    let page = scratch.url.appendingPathComponent("injected.html")
    let injected = """
      <!DOCTYPE html>
      <html><head><title>Widget</title></head>
      <body><img src=x onerror="alert(1)"><script>location = '#pwned'</script></body></html>
      """
    try Data(ScriptDetectionHook.harness(html: injected).utf8).write(to: page)
    let dom = try Chromium.markup(page, onceItSets: "data-hook", scratch: scratch)
    #expect(!dom.contains(ScriptDetectionHook.quiet(title: "Widget")))
    #expect(dom.contains("alert:1"))
    #expect(dom.contains("#pwned"))
  }
}
