import Foundation

/// Which todos to ask for, expressed with JSONPlaceholder's own query parameters so the server
/// does the filtering: `userId`, `completed` and `_limit`.
public struct TodoFilter: Sendable, Hashable {
  /// Only the todos of this user.
  public var userId: Int?
  /// Only completed (`true`) or open (`false`) todos.
  public var completed: Bool?
  /// At most this many todos.
  public var limit: Int?

  /// Creates a filter; every field is optional.
  public init(userId: Int? = nil, completed: Bool? = nil, limit: Int? = nil) {
    self.userId = userId
    self.completed = completed
    self.limit = limit
  }

  /// The query items the API understands, in a stable order.
  public var queryItems: [URLQueryItem] {
    var items: [URLQueryItem] = []
    if let userId { items.append(URLQueryItem(name: "userId", value: String(userId))) }
    if let completed { items.append(URLQueryItem(name: "completed", value: String(completed))) }
    if let limit { items.append(URLQueryItem(name: "_limit", value: String(limit))) }
    return items
  }
}
