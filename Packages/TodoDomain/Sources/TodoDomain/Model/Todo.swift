import Networking

/// A todo from JSONPlaceholder: who owns it, its id, its title and whether it is done.
///
/// The field names are the API's own, so `--json` output and the stored timeline carry what the
/// service sent, the title bounded when it is decoded (``TextLimit/title``, 300 characters).
public struct Todo: Codable, Identifiable, Hashable, Sendable {
  /// The id of the user the todo belongs to.
  public var userId: Int
  /// The todo's id, unique across users.
  public var id: Int
  /// What is to be done, as the service sent it, at most 300 characters when decoded (cut
  /// with `…`: ``TextLimit/title``); sanitise before printing.
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

  private enum CodingKeys: String, CodingKey {
    case userId, id, title, completed
  }

  /// Decodes a todo, its title bounded to ``TextLimit/title``: a server's 1 MB title never
  /// reaches a widget, a status line or the stored timeline.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    userId = try container.decode(Int.self, forKey: .userId)
    id = try container.decode(Int.self, forKey: .id)
    title = try container.decode(String.self, forKey: .title, limit: .title)
    completed = try container.decode(Bool.self, forKey: .completed)
  }

  /// A stand-in todo for placeholders and previews, like the tutorial's `Todo.placeholder`.
  public static func placeholder(id: Int) -> Todo {
    Todo(userId: 0, id: id, title: "Placeholder todo", completed: id.isMultiple(of: 2))
  }
}
