import TextRendering
import TodoDomain

/// The medium family: "My Todos" in a group box, the first todo and whether it is done at the
/// top, then the next todos, one line each, in the rows the group box has left.
struct MediumTodoView: View {
  /// The most todos listed under the first: the group box has six rows, and the first todo
  /// takes two or three of them.
  static let nextTodoCount = 3

  var todos: [Todo]
  var pending: Set<Int> = []
  var note: String?

  var body: some View {
    GroupBox("My Todos", systemImage: "list.dash") {
      if let todo = todos.first {
        HStack(alignment: .top) {
          Image(systemName: "person")
          Divider()
          VStack(alignment: .leading, spacing: 0) {
            Text(TodoWidgetView.laidOutTitle(todo.title)).font(.headline).lineLimit(2)
            Self.state(todo, pending: pending.contains(todo.id))
            if let note { Text(TodoWidgetView.laidOutTitle(note)).lineLimit(1) }
            ForEach(todos.dropFirst().prefix(Self.nextTodoCount), id: \.id) { next in
              HStack {
                Image(systemName: next.completed ? "checkmark.circle" : "circle")
                Text(TodoWidgetView.laidOutTitle(next.title)).lineLimit(1)
              }
            }
          }
          .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
      } else {
        Text("Couldn't load todos. Try again later.").font(.subheadline)
      }
    }
    .widgetURL(todos.first.flatMap(TodoWidgetView.link(to:)))
  }

  /// "Completed" or "Open", the shown todo's toggle ("Saving…" while pending).
  @ViewBuilder
  static func state(_ todo: Todo, pending: Bool) -> some View {
    let label = Text(pending ? "Saving…" : todo.completed ? "Completed" : "Open")
      .font(.subheadline)
    if let link = TodoWidgetView.toggleLink(for: todo) {
      Button(intent: link) { label }
    } else {
      label
    }
  }
}
