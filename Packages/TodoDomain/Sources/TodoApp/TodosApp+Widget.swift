import AppCommandLine
import Foundation
import TextRendering
import Timelines
import TodoDomain
import TodoWidget

extension TodosApp: WidgetApp {
  /// Medium and large.
  public static let widgetFamilies = TodoWidgetView.supportedFamilies

  /// The todos widget in the `--family` asked for, on the base URL chosen.
  public func widgetSchedulers() throws -> [TimelineScheduler<TodoProvider>] {
    let family = try widgetFamily()
    let kind = widgetKind(serviceURLs: [try baseURL()], publicURLs: [TodoService.defaultBaseURL])
    return [
      try widgetScheduler(
        kind: kind, provider: TodoProvider(service: try service()),
        configuration: NoConfiguration(), family: family)
    ]
  }

  /// "4 open · buy milk", the first five todos in the tooltip and the detail (each linked),
  /// the first open one's link; `open`, `done` and `total` for dashboards.
  public func statusContent(for entry: TodoEntry, family: WidgetFamily) -> StatusContent {
    let open = entry.todos.filter { !$0.completed }
    let text = open.first.map { "\(open.count) open · \($0.title)" } ?? "all done"
    let shown = entry.todos.prefix(5)
    let tooltip = shown.map { ($0.completed ? "[x] " : "[ ] ") + $0.title }
    let done = entry.todos.count - open.count
    return StatusContent(
      text: text, tooltip: tooltip.isEmpty ? "no todos" : tooltip.joined(separator: "\n"),
      url: (open.first ?? entry.todos.first).map { TodoRoute(id: $0.id).urlString },
      percentage: entry.todos.isEmpty ? nil : done * 100 / entry.todos.count,
      details: zip(tooltip, shown).map { StatusDetail($0, url: TodoRoute(id: $1.id).urlString) },
      fields: [
        StatusField("open", .number(open.count)), StatusField("done", .number(done)),
        StatusField("total", .number(entry.todos.count)),
      ])
  }

  /// The todos widget of `entry` in `family`.
  public func widgetView(for entry: TodoEntry, family: WidgetFamily) -> TodoWidgetView {
    TodoWidgetView(entry: entry, family: family)
  }

  /// The entry's todos, as `todos list` prints them.
  public func timelineLines(for entry: TodoEntry) -> [String] {
    TodoPrinter.listLines(entry.todos, width: nil)
  }
}
