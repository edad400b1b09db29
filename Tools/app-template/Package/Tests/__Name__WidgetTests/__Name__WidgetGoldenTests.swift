import Foundation
import Testing
import TextRendering
import TextRenderingTestSupport
import Timelines
import __Name__Domain

@testable import __Name__Widget

/// The medium widget, drawn in its box, against the goldens in `__Snapshots__/`.
@Suite struct __Name__WidgetGoldenTests {
  static let date = Date(timeIntervalSince1970: 1_795_356_000)  // Sun 2026-11-22 14:00 UTC

  static let items = [
    __Item__(id: 1, title: "Well begun is half done.", detail: "Aristotle, Politics"),
    __Item__(id: 2, title: "The only way out is through.", detail: "Robert Frost"),
    __Item__(id: 3, title: "Nothing will come of nothing.", detail: "Shakespeare"),
  ]

  @Test(arguments: [("items", items), ("empty", [])])
  func rendersMedium(_ name: String, _ items: [__Item__]) {
    let view = __Item__WidgetView(entry: __Item__Entry(date: Self.date, items: items))
    let text = render(view, size: .medium, options: RenderOptions(frame: true))
    expectGolden(text, named: "medium-\(name)")
    #expect(!text.contains("\u{1B}"))
  }

  @Test func theWidgetOpensTheFirstItem() {
    let view = __Item__WidgetView(entry: __Item__Entry(date: Self.date, items: Self.items))
    let text = render(view, size: .medium, options: RenderOptions(output: .ansi(.ansi16)))
    #expect(text.contains(";__name__://__item__/1\u{1B}\\"))
  }
}
