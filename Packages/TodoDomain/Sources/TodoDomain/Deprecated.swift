import Networking

/// The 0.2 name of ``TodoClient``: a remote API is a client, "service" names only the
/// background command.
@available(*, deprecated, renamed: "TodoClient")
public typealias TodoService = TodoClient

extension TodoClient {
  /// Sets todo `id`'s completed flag on the service: `PATCH /todos/{id}` with
  /// `{"completed": …}`, never retried and never cached.
  /// - Returns: The todo as the service answered it; `nil` when the answer is not a todo.
  /// - Throws: ``TodoError/notFound(id:)`` for a 404, else ``TodoError/network(_:)``.
  @available(*, deprecated, message: "use update(id:completed:), which checks the answer")
  @discardableResult
  public func setCompleted(_ completed: Bool, id: Int) async throws -> Todo? {
    let response = try await patch(id: id, completed: completed)
    return try? response.decoded(as: Todo.self)
  }
}
