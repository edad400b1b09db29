import Foundation
import Testing
import TextRendering
import Timelines
import TodoDomain

@testable import TodoWidget

/// A title as long as a response may be (the client accepts 8 MiB) draws like any title too
/// long for its row: cut short with `…`, in its box, in the time a draw takes.
@Suite struct HugeTitleTests {
  static let date = Date(timeIntervalSince1970: 1_795_356_000)
  static let utc = TimeZone(identifier: "UTC") ?? .current

  /// 4 MiB of words, colour escapes and wide characters: 12 bytes a repetition.
  static let huge = String(repeating: "ha \u{1B}[31m中 ", count: (4 << 20) / 12)

  @Test(.timeLimit(.minutes(1)), arguments: TodoWidgetView.supportedFamilies)
  func aHugeTitleDrawsCutShortInItsBox(_ family: WidgetFamily) {
    let todos = (1...5).map { Todo(userId: 1, id: $0, title: Self.huge, completed: false) }
    let view = TodoWidgetView(
      entry: TodoEntry(date: Self.date, todos: todos), family: family, timeZone: Self.utc)
    let size = family == .systemMedium ? CanvasSize.medium : CanvasSize.large
    let text = render(view, size: size, options: RenderOptions(frame: true))
    let rows = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(rows.count == size.rows)
    #expect(rows.allSatisfy { String($0).terminalWidth == size.columns })
    #expect(text.contains("…"))
    #expect(!text.contains("\u{1B}"))
  }

  @Test func onlyTheStartOfAHugeTitleIsLaidOut() {
    let limit = TodoWidgetView.maximumLaidOutCharacters
    let laidOut = TodoWidgetView.laidOutTitle(Self.huge)
    #expect(laidOut.count == limit + 1)
    #expect(laidOut == String(Sanitizer.sanitize(Self.huge).prefix(limit)) + "…")
  }

  @Test(arguments: [
    "delectus aut autem", "\u{1B}[31mRed\u{1B}[0m \u{202E}title\nwith a break",
    String(repeating: "x", count: TodoWidgetView.maximumLaidOutCharacters),
  ])
  func aTitleThatMayFitIsLaidOutWhole(_ title: String) {
    #expect(TodoWidgetView.laidOutTitle(title) == Sanitizer.sanitize(title, allowsNewlines: true))
  }
}
