/// A todo from JSONPlaceholder: who owns it, its id, its title and whether it is done.
///
/// The field names are the API's own, so `--json` output and the stored timeline carry exactly
/// what the service sent.
public struct Todo: Codable, Identifiable, Hashable, Sendable {
  /// The id of the user the todo belongs to.
  public var userId: Int
  /// The todo's id, unique across users.
  public var id: Int
  /// What is to be done, as the service sent it (sanitise before printing).
  public var title: String
  /// Whether the todo is done.
  public var completed: Bool

  /// Creates a todo.
  public init(userId: Int, id: Int, title: String, completed: Bool) {
    self.userId = userId
    self.id = id
    self.title = title
    self.completed = completed
  }

  /// A stand-in todo for placeholders and previews, like the tutorial's `Todo.placeholder`.
  public static func placeholder(id: Int) -> Todo {
    Todo(userId: 0, id: id, title: "Placeholder todo", completed: id.isMultiple(of: 2))
  }
}
