import Foundation
import Networking

extension TodoClient {
  /// Sets todo `id`'s completed flag on the service in one request, `PATCH /todos/{id}` with
  /// `{"completed": …}` (never retried, never cached), and returns the todo it answered:
  /// JSONPlaceholder answers the whole todo with the change merged in, so the caller needs no
  /// `GET` to show it.
  ///
  /// ```swift
  /// let saved = try await client.update(id: 3, completed: true)   // 3, its title, completed
  /// ```
  ///
  /// - Returns: The todo as the service answered it, its title bounded as in any fetch.
  /// - Throws: ``TodoError/notFound(id:)`` for a 404; else ``TodoError/network(_:)``, a
  ///   ``NetworkError/decoding(type:url:codingPath:reason:)`` one when the answer is not a todo
  ///   or is another todo than `id`.
  public func update(id: Int, completed: Bool) async throws -> Todo {
    let response = try await patch(id: id, completed: completed)
    do {
      let answered = try response.decoded(as: Todo.self)
      guard answered.id == id else {
        throw NetworkError.decoding(
          type: "Todo", url: response.url, codingPath: "id",
          reason: "the answer is todo \(answered.id), not todo \(id)")
      }
      return answered
    } catch let error as NetworkError {
      throw TodoError.network(error)
    }
  }

  /// `PATCH /todos/{id}` with `{"completed": …}`: the service's 2xx answer.
  func patch(id: Int, completed: Bool) async throws -> HTTPResponse {
    let body = Data("{\"completed\": \(completed)}".utf8)
    do {
      return try await client.send(Endpoint("todos/\(id)"), method: "PATCH", json: body)
    } catch let error as NetworkError {
      throw Self.failure(error, askingFor: id)
    }
  }
}
