import Foundation
import Timelines
import TodoDomain

/// One moment of the todos widget: the first todos as of `date`. Encoded as
/// `{"date": …, "todos": [{userId, id, title, completed}, …]}` in the store and in
/// `todos timeline --json`.
public struct TodoEntry: TimelineEntry, Hashable {
  /// When the entry starts to show.
  public var date: Date
  /// The todos it shows, first first.
  public var todos: [Todo]

  /// Creates an entry.
  public init(date: Date, todos: [Todo]) {
    self.date = date
    self.todos = todos
  }

  /// The tutorial's placeholder: two placeholder todos, ids 0 and 1.
  public static func placeholder(at date: Date) -> TodoEntry {
    TodoEntry(date: date, todos: [.placeholder(id: 0), .placeholder(id: 1)])
  }
}
