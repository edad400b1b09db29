import AppCommandLine
import DeepLinks
import Foundation
import TextRendering
import Timelines
import TodoDomain
import TodoWidget
import WidgetHost

extension TodosCommandLine: WidgetApp {
  /// Medium and large.
  public static let widgetFamilies = TodoWidgetView.supportedFamilies

  /// `toggle`.
  public static var intents: [IntentDeclaration] { TodoIntents.all }

  /// The todos widget in the `--family` asked for, on the base URL chosen.
  public func widgetSchedulers(for request: AppRequest) throws -> [TimelineScheduler<TodoProvider>]
  {
    let family = try widgetFamily(request)
    return [
      try widgetScheduler(
        kind: try widgetKind(for: request), provider: TodoProvider(client: try client(request)),
        configuration: NoConfiguration(), family: family, for: request)
    ]
  }

  /// "4 open · buy milk", the first five todos in the tooltip and the detail (each linked),
  /// the first open one's link; `open`, `done` and `total` for dashboards. The overlay's
  /// changes are applied; the primary intent toggles the todo the line names (the first open
  /// one).
  public func statusContent(for entry: TodoEntry, family: WidgetFamily) -> StatusContent {
    let overlay = overlay(for: entry)
    let todos = overlay.applied(to: entry.todos)
    let pending = overlay.pendingIDs
    let open = todos.filter { !$0.completed }
    let named = open.first ?? todos.first
    var text = open.first.map { "\(open.count) open · \($0.title)" } ?? "all done"
    if !pending.isEmpty { text += " · saving…" }
    if let failure = overlay.failureNote(at: Date()) { text += " · " + failure.message }
    let shown = todos.prefix(5)
    let tooltip = shown.map {
      ($0.completed ? "[x] " : "[ ] ") + $0.title + (pending.contains($0.id) ? " (saving…)" : "")
    }
    let done = todos.count - open.count
    return StatusContent(
      text: text, tooltip: tooltip.isEmpty ? "no todos" : tooltip.joined(separator: "\n"),
      url: named.map { TodoRoute(id: $0.id).urlString },
      percentage: todos.isEmpty ? nil : done * 100 / todos.count,
      intent: named.flatMap { $0.id >= 1 ? TodoIntents.toggleLink(id: $0.id) : nil },
      details: zip(tooltip, shown).map { StatusDetail($0, url: TodoRoute(id: $1.id).urlString) },
      fields: [
        StatusField("open", .number(open.count)), StatusField("done", .number(done)),
        StatusField("total", .number(todos.count)),
      ])
  }

  /// "My Todos: 4 open of 10. Next: buy milk.", with the overlay's changes applied
  /// (``TodoWidget/TodoEntry/summary``).
  public func widgetSummary(for entry: TodoEntry) -> WidgetSummary {
    var entry = entry
    entry.todos = overlay(for: entry).applied(to: entry.todos)
    return entry.summary
  }

  /// The todos widget of `entry` in `family`.
  public func widgetView(for entry: TodoEntry, family: WidgetFamily) -> TodoWidgetView {
    let overlay = overlay(for: entry)
    var entry = entry
    entry.todos = overlay.applied(to: entry.todos)
    return TodoWidgetView(
      entry: entry, family: family, pending: overlay.pendingIDs,
      note: overlay.failureNote(at: Date())?.message)
  }

  /// The entry's todos, as `todos list` prints them.
  public func timelineLines(for entry: TodoEntry) -> [String] {
    TodosPrinter.listLines(overlay(for: entry).applied(to: entry.todos), width: nil)
  }

  /// The overlay to draw `entry` with: none for the placeholder, whose todos (ids 0 and 1) are
  /// not the user's, so a change to the real todo 1 never shows on it.
  func overlay(for entry: TodoEntry) -> TodoOverlay {
    Self.isPlaceholder(entry) ? TodoOverlay() : overlay()
  }

  /// Whether `entry` is the placeholder's, whose todos (ids 0 and 1) are not the user's.
  static func isPlaceholder(_ entry: TodoEntry) -> Bool {
    entry.todos == TodoEntry.placeholder(at: entry.date).todos
  }

  /// The kind the todos widget on `request`'s base URL is stored under.
  func widgetKind(for request: AppRequest) throws -> String {
    widgetKind(sourceURLs: [try baseURL(request)], publicURLs: [TodoClient.defaultBaseURL])
  }
}
