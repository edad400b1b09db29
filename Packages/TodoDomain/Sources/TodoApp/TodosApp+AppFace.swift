import AppCommandLine
import DeepLinks
import Foundation
import TextRendering
import TodoDomain

extension TodosApp {
  /// `todos list`: one todo per line, or the API's JSON.
  func list() async throws {
    let status = try arguments.choice("status", from: ["open", "completed"])
    let filter = TodoFilter(
      userId: try arguments.integer("user", in: 1...Int(Int32.max)),
      completed: status.map { $0 == "completed" },
      limit: try arguments.integer("limit", in: 1...10_000))
    let todos = try await service().todos(filter)
    if arguments.flag("json") {
      console.print(try TodoPrinter.json(todos))
      return
    }
    let width = console.stdoutIsTerminal ? TerminalSize.current()?.columns : nil
    for line in TodoPrinter.listLines(todos, width: width) { console.print(line) }
  }

  /// `todos show ID`: the detail the app's sheet shows.
  func show(id: Int) async throws {
    let todo = try await service().todo(id: id)
    try printResult(json: { try TodoPrinter.json(todo) }, text: { TodoPrinter.detail(todo) })
  }

  /// `todos open URL`: what the app does with a tapped widget link.
  func open(_ link: String) async throws {
    let route = try self.route(link, example: "todos://todo/7", parse: TodoRoute.init(string:))
    try await show(id: route.id)
  }
}
