import Foundation
import Testing
import TextRendering
import TextRenderingTestSupport
import Timelines
import TodoDomain

@testable import TodoWidget

/// The todos widget's spoken summary (one place for every surface) and its accented pictures.
@Suite struct TodoSummaryTests {
  static let date = TodoWidgetGoldenTests.date

  static func entry(_ todos: [Todo]) -> TodoEntry { TodoEntry(date: date, todos: todos) }

  @Test func saysHowManyAreOpenAndWhichIsNext() {
    let summary = Self.entry(TodoWidgetGoldenTests.firstFive).summary
    #expect(summary.title == "My Todos")
    let open = TodoWidgetGoldenTests.firstFive.filter { !$0.completed }
    #expect(
      summary.text
        == "My Todos: \(open.count) open of 5. Next: \(open.first?.title ?? "")."
    )
    let done = Todo(userId: 1, id: 1, title: "x", completed: true)
    #expect(Self.entry([done, done]).summary.text == "My Todos: all 2 done.")
    #expect(Self.entry([]).summary.text == "My Todos: no todos.")
  }

  @Test func aHostileTitleIsOneBoundedSafeLine() {
    let title = "\u{1B}]8;;https://evil\u{07}buy\nmilk " + String(repeating: "x", count: 100_000)
    let text = Self.entry([Todo(userId: 1, id: 1, title: title, completed: false)]).summary.text
    #expect(!text.contains("\u{1B}") && !text.contains("\n") && !text.contains("\u{07}"))
    #expect(text.hasPrefix("My Todos: 1 open of 1. Next: buy milk xxx"))
    #expect(text.count < 120)
  }

  /// Accented goldens (WidgetKit's tinted rendering): one hue, described by the summary.
  @Test(arguments: [WidgetFamily.systemMedium, .systemLarge])
  func writesAccentedGoldens(_ family: WidgetFamily) {
    let entry = Self.entry(TodoWidgetGoldenTests.firstFive)
    let view = TodoWidgetView(entry: entry, family: family, timeZone: TodoWidgetGoldenTests.utc)
    for (kind, options) in AccentedGolden.outputs(described: entry.summary) {
      let size: CanvasSize = family == .systemMedium ? .medium : .large
      let document = render(view, size: size, options: options)
      expectGolden(
        document, named: "accented-\(TodoWidgetGoldenTests.stem(of: family))", fileExtension: kind)
      #expect(PictureChecks.xmllintProblems(document) == nil)
      #expect(document.contains("<desc id=\"widget-desc\">My Todos: "))
      #expect(!document.contains("<linearGradient"))
    }
  }
}
