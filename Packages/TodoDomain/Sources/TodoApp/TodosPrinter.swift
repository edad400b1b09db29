import AppCommandLine
import Foundation
import TextRendering
import TodoDomain
import WidgetHost

/// How the app face prints todos: aligned list lines, the detail sheet, and JSON. Titles come
/// from the network, so they are sanitised before they reach the terminal.
enum TodosPrinter {
  /// `  7  [x] title` lines, ids right-aligned, titles cut to `width` cells when given.
  static func listLines(_ todos: [Todo], width: Int?) -> [String] {
    let idWidth = todos.map { String($0.id).count }.max() ?? 1
    return todos.map { todo in
      let id = String(todo.id)
      let prefix =
        "  " + String(repeating: " ", count: idWidth - id.count) + id
        + (todo.completed ? "  [x] " : "  [ ] ")
      let title = todo.title.sanitizedForTerminal
      guard let width else { return prefix + title }
      return prefix + title.truncated(toWidth: max(width - prefix.count, 8))
    }
  }

  /// The detail sheet of one todo.
  static func detail(_ todo: Todo) -> String {
    [
      "Todo \(todo.id)",
      "  title:   \(todo.title.sanitizedForTerminal)",
      "  status:  \(todo.completed ? "completed" : "open")",
      "  user:    \(todo.userId)",
      "  link:    \(TodoRoute(id: todo.id).urlString)",
    ].joined(separator: "\n")
  }

  /// One todo as JSONPlaceholder writes it: its four fields, in the API's order, indented by
  /// two spaces.
  static func json(_ todo: Todo) throws -> String {
    try json(todo, indent: "")
  }

  /// A list of todos as JSONPlaceholder writes it.
  static func json(_ todos: [Todo]) throws -> String {
    guard !todos.isEmpty else { return "[]" }
    let items = try todos.map { try "  " + json($0, indent: "  ") }
    return "[\n" + items.joined(separator: ",\n") + "\n]"
  }

  private static func json(_ todo: Todo, indent: String) throws -> String {
    let title = JSONOutput.string(todo.title)
    return [
      "{",
      "\(indent)  \"userId\": \(todo.userId),",
      "\(indent)  \"id\": \(todo.id),",
      "\(indent)  \"title\": \(title),",
      "\(indent)  \"completed\": \(todo.completed)",
      "\(indent)}",
    ].joined(separator: "\n")
  }
}
