import Foundation
import TextRendering
import TodoDomain

/// The large family: a blue header with today's date, then a linked row per todo.
struct LargeTodoView: View {
  var todos: [Todo]
  var date: Date
  var timeZone: TimeZone
  var pending: Set<Int> = []
  var note: String?

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      HStack {
        Text("My Todos").font(.headline)
        Spacer()
        Text(Self.headerDate(date, timeZone: timeZone))
      }
      .padding(.horizontal, 1)
      .foregroundColor(.white)
      .background(Color.blue)
      if todos.isEmpty {
        Text("Couldn't load todos. Try again later.").font(.subheadline).padding(.top, 1)
      }
      ForEach(todos, id: \.id) { todo in
        Self.row(todo, pending: pending.contains(todo.id))
        Divider()
      }
      Spacer()
      if let note { Text(TodoWidgetView.laidOutTitle(note)).lineLimit(1).padding(.horizontal, 1) }
    }
  }

  /// A todo's row: its toggle, and its title on one line, which links to the todo.
  static func row(_ todo: Todo, pending: Bool = false) -> some View {
    HStack {
      TodoWidgetView.toggle(todo, pending: pending)
      if let link = TodoWidgetView.link(to: todo) {
        Link(destination: link) { title(todo) }
      } else {
        title(todo)
      }
    }
  }

  private static func title(_ todo: Todo) -> some View {
    HStack {
      Text(TodoWidgetView.laidOutTitle(todo.title)).lineLimit(1)
      Spacer()
    }
  }

  /// "Sun, Nov 22", like the tutorial's `Text(Date(), style: .date)` in a short form.
  static func headerDate(_ date: Date, timeZone: TimeZone) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = timeZone
    formatter.dateFormat = "EEE, MMM d"
    return formatter.string(from: date)
  }
}
