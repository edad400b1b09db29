import Foundation
import Testing
import TextRendering
import Timelines
import TodoDomain

@testable import TodoWidget

/// A mark that belongs to no character (a variation selector, an emoji modifier or a joiner
/// at the start of a title or after a line break) is not drawn: drawn in a cell of its own, it
/// joins the character of the cell before it in the terminal and the row comes out short.
@Suite struct StrayMarkTests {
  static let date = Date(timeIntervalSince1970: 1_795_356_000)
  static let utc = TimeZone(identifier: "UTC") ?? .current

  static let titles = [
    "\u{FE0F}leading", "qui\u{85}\u{FE0F}s ut nam", "line\n\u{FE0F}break", "x\n\u{1F3FB}tone",
    "v\n\u{200D}\u{FE0F}joiner", "a\u{FE0F}b", "y\n\u{301}acute", "👍🏽 thumbs",
  ]

  @Test(arguments: titles, TodoWidgetView.supportedFamilies)
  func aStrayMarkKeepsEveryRowTheBoxsWidth(_ title: String, _ family: WidgetFamily) {
    let todos = [Todo(userId: 1, id: 2, title: title, completed: false)]
    let view = TodoWidgetView(
      entry: TodoEntry(date: Self.date, todos: todos), family: family, timeZone: Self.utc)
    let size = family == .systemMedium ? CanvasSize.medium : CanvasSize.large
    let rows = render(view, size: size).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(rows.count == size.rows)
    #expect(rows.allSatisfy { String($0).terminalWidth == size.columns })
  }

  @Test func strayMarksAreDroppedAndMarksOnCharactersKept() {
    #expect(TodoWidgetView.laidOutTitle("\u{FE0F}a\n\u{1F3FB}b\u{301}") == "a\nb\u{301}")
    #expect(TodoWidgetView.laidOutTitle("👍🏽 e\u{301}") == "👍🏽 é")
  }
}
