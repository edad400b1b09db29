import Foundation
import TextRendering
import Timelines
import TodoDomain

/// The todos widget, drawn for its family: the tutorial's `TodoWidgetEntryView`.
public struct TodoWidgetView: View {
  /// The families the widget supports, as in the tutorial.
  public static let supportedFamilies: [WidgetFamily] = [.systemMedium, .systemLarge]

  /// The most characters of a title the widget lays out. A title gets two rows of the box at
  /// most, under 90 cells, so a longer title never fits and is cut here, with `…`, before
  /// layout: a server that sends megabytes of title gets the same truncated row as for a long
  /// title, drawn in the time any title takes.
  static let maximumLaidOutCharacters = 200

  /// What to show.
  public var entry: TodoEntry
  /// The family to draw.
  public var family: WidgetFamily
  /// The time zone of the large family's date.
  public var timeZone: TimeZone
  /// The todos whose toggle the service has not answered yet: drawn in their new state,
  /// marked `…`.
  public var pending: Set<Int>
  /// One line under the todos: the last toggle that failed and was rolled back.
  public var note: String?

  /// A view of an entry in a family; `pending` and `note` come from the app's overlay.
  public init(
    entry: TodoEntry, family: WidgetFamily, timeZone: TimeZone = .current,
    pending: Set<Int> = [], note: String? = nil
  ) {
    self.entry = entry
    self.family = family
    self.timeZone = timeZone
    self.pending = pending
    self.note = note
  }

  /// A title as the widget lays it out: sanitised (escape sequences and controls
  /// removed, line breaks kept), without marks that belong to no character, and cut to
  /// ``maximumLaidOutCharacters`` with `…` when longer. At most
  /// ``Sanitizer/scalarsReadPerCharacter`` scalars a character are read.
  ///
  /// A stray mark (a variation selector, an emoji modifier, a joiner or a combining mark at
  /// the start or after a line break) would get a cell of its own, yet a terminal joins it to
  /// the character before, so the row would come out short of the box.
  static func laidOutTitle(_ title: String) -> String {
    Sanitizer.layoutPrefix(title, maximumCharacters: maximumLaidOutCharacters)
  }

  /// The link that opens `todo` in the app, `todos://todo/{id}`; `nil` when the route cannot
  /// carry its id (the placeholder's 0, or a server's 0 or negative id), so that the widget
  /// never draws a link that `todos open` refuses.
  static func link(to todo: Todo) -> URL? {
    guard !isPlaceholder(todo) else { return nil }
    let route = TodoRoute(id: todo.id)
    return (try? TodoRoute(string: route.urlString)) == route ? route.url : nil
  }

  /// The intent link that toggles `todo`, `todos://intent/toggle?id={id}`; `nil` for an id
  /// the intent does not take and for the placeholder's todos.
  static func toggleLink(for todo: Todo) -> String? {
    todo.id >= 1 && !isPlaceholder(todo) ? TodoIntents.toggleLink(id: todo.id) : nil
  }

  /// Whether `todo` is one of the placeholder's stand-ins (ids 0 and 1, user 0), which neither
  /// link nor toggle: a click on a widget that has not loaded yet must not act on the real
  /// todo 1.
  static func isPlaceholder(_ todo: Todo) -> Bool {
    todo == Todo.placeholder(id: todo.id)
  }

  /// A todo's toggle: its state's glyph (`…` after it while pending), a button when the todo
  /// can be toggled.
  @ViewBuilder
  static func toggle(_ todo: Todo, pending: Bool) -> some View {
    let glyph = HStack(spacing: 0) {
      Image(systemName: todo.completed ? "checkmark.circle" : "circle")
      if pending { Text("…") }
    }
    if let link = toggleLink(for: todo) {
      Button(intent: link) { glyph }
    } else {
      glyph
    }
  }

  /// On a terminal, the medium view for the medium family and the large view for the others;
  /// in a picture, the SwiftUI list of ``TodoListPicture``.
  public var body: some View {
    SurfaceSwitch {
      if family == .systemMedium {
        MediumTodoView(todos: entry.todos, pending: pending, note: note)
      } else {
        LargeTodoView(
          todos: Array(entry.todos.prefix(TodoCapacity.terminal(family, note: note != nil))),
          date: entry.date, timeZone: timeZone, pending: pending, note: note)
      }
    } picture: {
      TodoListPicture(
        todos: entry.todos, family: family, date: entry.date, timeZone: timeZone,
        pending: pending, note: note)
    }
  }
}
