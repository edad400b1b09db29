import AppCommandLine
import DeepLinks
import Foundation
import TextRendering
import TodoDomain
import WidgetHost

extension TodosCommandLine {
  /// `todos list`: one todo per line, or the API's JSON.
  func list() async throws {
    let status = try arguments[.todoStatus]
    let filter = TodoFilter(
      userId: try arguments[.user],
      completed: status.map { $0 == "completed" },
      limit: try arguments[.limit])
    var todos = applyingOverlay(to: try await client(commandRequest()).todos(filter))
    // The overlay may have moved a todo out of the status asked for.
    if let completed = filter.completed { todos = todos.filter { $0.completed == completed } }
    if arguments[.json] {
      console.print(try TodosPrinter.json(todos))
      return
    }
    let width = console.stdoutIsTerminal ? TerminalSize.current()?.columns : nil
    for line in TodosPrinter.listLines(todos, width: width) { console.print(line) }
  }

  /// `todos show ID`: the detail the app's sheet shows.
  func show(id: Int) async throws {
    let todo = applyingOverlay(to: [try await client(commandRequest()).todo(id: id)])[0]
    try printResult(json: { try TodosPrinter.json(todo) }, text: { TodosPrinter.detail(todo) })
  }

  /// Shows the todo a link names: `todos open todos://todo/7`, a tapped widget.
  public func open(_ route: TodoRoute) async throws {
    try await show(id: route.id)
  }
}
