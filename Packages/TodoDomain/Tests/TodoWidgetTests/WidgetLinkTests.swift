import Foundation
import Testing
import TextRendering
import Timelines
import TodoDomain

@testable import TodoWidget

/// Every link the widget draws is one `todos open` accepts: a todo whose id cannot be in a
/// link (the placeholder's 0, or a server's 0 or negative id) is drawn without one.
@Suite struct WidgetLinkTests {
  static let date = Date(timeIntervalSince1970: 1_795_356_000)
  static let utc = TimeZone(identifier: "UTC") ?? .current

  static let ids = [1, 0, -1, Int.min, Int.max]

  static func links(_ todos: [Todo], _ family: WidgetFamily) -> [String] {
    let view = TodoWidgetView(
      entry: TodoEntry(date: date, todos: todos), family: family, timeZone: utc)
    let size = family == .systemMedium ? CanvasSize.medium : CanvasSize.large
    return Canvas(rendering: view, size: size).links
  }

  @Test(arguments: ids, TodoWidgetView.supportedFamilies)
  func everyLinkOpens(_ id: Int, _ family: WidgetFamily) throws {
    let todos = [Todo(userId: 1, id: id, title: "a todo", completed: false)]
    for link in Self.links(todos, family) {
      #expect(TodoIntents.opens(link), "\(link)")
    }
    #expect(Self.links(todos, family).contains(TodoRoute(id: id).urlString) == (id >= 1))
    #expect(Self.links(todos, family).contains(TodoIntents.toggleLink(id: id)) == (id >= 1))
  }

  /// The placeholder's stand-ins (ids 0 and 1) are not the user's todos: no link, no toggle,
  /// so a click on a widget that has not loaded yet never acts on the real todo 1.
  @Test(arguments: TodoWidgetView.supportedFamilies)
  func thePlaceholderLinksNothing(_ family: WidgetFamily) {
    let links = Self.links(TodoEntry.placeholder(at: Self.date).todos, family)
    #expect(links.isEmpty, "\(links)")
  }
}
