import Foundation
import TextRendering
import Timelines
import TodoDomain

/// The todos widget as a picture draws it, the SwiftUI look of the tutorials: a header with
/// "My Todos" in the tint and the count of open todos (the large family adds the date), then a
/// row per todo with its toggle, a done todo's title in the secondary colour, as many rows as
/// the family has room for (``TodoCapacity/picture(_:note:)``), and the note under them.
/// No group box: that is the terminal's.
struct TodoListPicture: View {
  var todos: [Todo]
  var family: WidgetFamily
  var date: Date
  var timeZone: TimeZone
  var pending: Set<Int> = []
  var note: String?

  var body: some View {
    let shown = todos.prefix(TodoCapacity.picture(family, note: note != nil))
    VStack(alignment: .leading, spacing: Int(TodoCapacity.pictureSpacing)) {
      header
      if todos.isEmpty {
        Text("Couldn't load todos. Try again later.").font(TodoPictureStyle.row)
          .foregroundColor(.secondary)
      }
      ForEach(Array(shown), id: \.id) { todo in
        Self.row(todo, pending: pending.contains(todo.id))
      }
      if let note {
        Text(TodoWidgetView.laidOutTitle(note)).font(TodoPictureStyle.caption)
          .foregroundColor(.red).lineLimit(1)
      }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }

  /// "My Todos" in the tint, then "4 open" (with the date in the large family) on the right.
  private var header: some View {
    HStack(alignment: .center) {
      Text("My Todos").font(TodoPictureStyle.header).foregroundColor(TodoPictureStyle.tint)
        .lineLimit(1).widgetAccentable()
        .frame(maxWidth: .infinity, alignment: .leading)
      Text(summary).font(TodoPictureStyle.caption).foregroundColor(.secondary).lineLimit(1)
    }
  }

  /// "4 open", "all done", or for the large family "Sun, Nov 22 · 4 open".
  var summary: String {
    let open = todos.filter { !$0.completed }.count
    let count = todos.isEmpty ? "" : open == 0 ? "all done" : "\(open) open"
    guard family != .systemMedium else { return count }
    let day = LargeTodoView.headerDate(date, timeZone: timeZone)
    return count.isEmpty ? day : "\(day) · \(count)"
  }

  /// A todo's row: its toggle (a button when the todo can be toggled, `…` after it while
  /// pending) and its title, which links to the todo.
  static func row(_ todo: Todo, pending: Bool) -> some View {
    HStack(spacing: 8) {
      toggle(todo, pending: pending)
      let title = Text(TodoWidgetView.laidOutTitle(todo.title)).font(TodoPictureStyle.row)
        .foregroundColor(todo.completed ? .secondary : nil).lineLimit(1)
      if let link = TodoWidgetView.link(to: todo) {
        Link(destination: link) { title }
      } else {
        title
      }
      Spacer(minLength: 0)
    }
  }

  @ViewBuilder
  private static func toggle(_ todo: Todo, pending: Bool) -> some View {
    let mark = HStack(spacing: 2) {
      TodoToggleMark(completed: todo.completed)
      if pending { Text("…").font(TodoPictureStyle.row).foregroundColor(.secondary) }
    }
    if let link = TodoWidgetView.toggleLink(for: todo) {
      Button(intent: link) { mark }
    } else {
      mark
    }
  }
}
