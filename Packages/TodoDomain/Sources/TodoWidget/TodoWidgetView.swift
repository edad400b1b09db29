import Foundation
import TextRendering
import Timelines
import TodoDomain

/// The todos widget, drawn for its family: the tutorial's `TodoWidgetEntryView`.
public struct TodoWidgetView: View {
  /// The families the widget supports, as in the tutorial.
  public static let supportedFamilies: [WidgetFamily] = [.systemMedium, .systemLarge]

  /// What to show.
  public var entry: TodoEntry
  /// The family to draw.
  public var family: WidgetFamily
  /// The time zone of the large family's date.
  public var timeZone: TimeZone

  /// A view of an entry in a family.
  public init(entry: TodoEntry, family: WidgetFamily, timeZone: TimeZone = .current) {
    self.entry = entry
    self.family = family
    self.timeZone = timeZone
  }

  /// The medium view for the medium family, the large view for the others.
  public var body: some View {
    if family == .systemMedium {
      MediumTodoView(todos: entry.todos)
    } else {
      LargeTodoView(todos: entry.todos, date: entry.date, timeZone: timeZone)
    }
  }
}

/// The medium family: "My Todos" in a group box, the first todo and whether it is done.
struct MediumTodoView: View {
  var todos: [Todo]

  var body: some View {
    GroupBox("My Todos", systemImage: "list.dash") {
      if let todo = todos.first {
        HStack {
          Image(systemName: "person")
          Divider()
          VStack(alignment: .leading) {
            Text(todo.title).font(.headline).lineLimit(2)
            Text(todo.completed ? "Completed" : "Open").font(.subheadline)
          }
          Spacer()
        }
      } else {
        Text("Couldn't load todos. Try again later.").font(.subheadline)
      }
    }
    .widgetURL(todos.first.map { TodoRoute(id: $0.id).url })
  }
}

/// The large family: a blue header with today's date, then a linked row per todo.
struct LargeTodoView: View {
  var todos: [Todo]
  var date: Date
  var timeZone: TimeZone

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
        Link(destination: TodoRoute(id: todo.id).url) {
          HStack {
            Image(systemName: todo.completed ? "checkmark.circle" : "circle")
            Text(todo.title).lineLimit(1)
            Spacer()
          }
        }
        Divider()
      }
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
