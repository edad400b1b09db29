import Foundation
import Testing
import TextRendering
import TextRenderingTestSupport
import Timelines
import TodoDomain

@testable import TodoWidget

/// The widget as a picture: SVG and HTML goldens of each family (the browser tests in
/// Tests/EndToEndTests load and screenshot every `picture-*` golden), and a title that would be
/// markup drawn as text.
@Suite struct TodoPictureGoldenTests {
  static let hostile = Todo(
    userId: 1, id: 9, title: "<img src=x onerror=alert(1)></text><script>alert(2)</script>",
    completed: false)

  static let samples: [(name: String, todos: [Todo])] = [
    ("", TodoWidgetGoldenTests.firstFive),
    ("hostile-", [hostile] + TodoWidgetGoldenTests.firstFive),
  ]

  @Test(arguments: [WidgetFamily.systemMedium, .systemLarge], [0, 1])
  func writesGoldenPictures(_ family: WidgetFamily, _ sample: Int) {
    let (name, todos) = Self.samples[sample]
    let view = TodoWidgetView(
      entry: TodoEntry(date: TodoWidgetGoldenTests.date, todos: todos), family: family,
      timeZone: TodoWidgetGoldenTests.utc)
    let size: CanvasSize = family == .systemMedium ? .medium : .large
    for (output, fileExtension) in [
      (OutputStyle.svg(PictureStyle()), "svg"), (.html(PictureStyle()), "html"),
    ] {
      let document = render(view, size: size, options: RenderOptions(frame: true, output: output))
      let stem = TodoWidgetGoldenTests.stem(of: family)
      expectGolden(document, named: "picture-\(name)\(stem)", fileExtension: fileExtension)
      #expect(PictureChecks.xmllintProblems(document) == nil)
      #expect(PictureChecks.inertnessProblems(document) == [])
      #expect(document.contains("<a href=\"todos://todo/"))
    }
  }

  /// The picture draws the SwiftUI list, not the terminal's group box: "My Todos" with the
  /// count of open todos, a toggle a row (the done todo's filled), no box-drawing characters.
  @Test(arguments: [WidgetFamily.systemMedium, .systemLarge])
  func thePictureIsTheListNotTheGroupBox(_ family: WidgetFamily) {
    let view = TodoWidgetView(
      entry: TodoEntry(date: TodoWidgetGoldenTests.date, todos: TodoWidgetGoldenTests.firstFive),
      family: family, timeZone: TodoWidgetGoldenTests.utc)
    let size: CanvasSize = family == .systemMedium ? .medium : .large
    let document = render(view, size: size, options: RenderOptions(output: .svg(PictureStyle())))
    #expect(document.contains(">My Todos</text>"))
    #expect(!document.contains("\u{2261}") && !document.contains("\u{256D}"))
    #expect(document.contains(family == .systemMedium ? ">4 open<" : ">Sun, Nov 22 · 4 open<"))
    let shown = TodoCapacity.picture(family)
    let toggles = document.components(separatedBy: "<a href=\"todos://intent/toggle?id=").count - 1
    #expect(toggles == min(shown, 5))
  }
}
