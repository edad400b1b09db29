import TextRendering
import TodoDomain

extension TodoEntry {
  /// The todos widget's display name, as its header says.
  public static let widgetTitle = "My Todos"

  /// What the todos widget says when spoken, written once for every surface (a picture's
  /// `<desc>`, the board, the tray's tooltip): "My Todos: 4 open of 10. Next: buy milk.",
  /// "My Todos: all 10 done." or "My Todos: no todos." The title of a todo came from the
  /// network: it is sanitised and bounded.
  public var summary: WidgetSummary {
    WidgetSummary(title: Self.widgetTitle, text: Self.widgetTitle + ": " + spokenCounts)
  }

  private var spokenCounts: String {
    guard !todos.isEmpty else { return "no todos." }
    let open = todos.filter { !$0.completed }
    guard let next = open.first else { return "all \(todos.count) done." }
    let title = Sanitizer.spoken(next.title, maximumCharacters: 80)
    return "\(open.count) open of \(todos.count). Next: \(title.isEmpty ? "untitled" : title)."
  }
}
