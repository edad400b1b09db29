import Foundation
import Networking

/// The client of the JSONPlaceholder todos API: the one the app face and the widget face
/// share, as the tutorial's `TodoService.swift` was shared between its two targets.
public struct TodoClient: Sendable {
  /// The public service. (A literal that is a valid URL: the unwrap cannot fail.)
  public static let defaultBaseURL = URL(string: "https://jsonplaceholder.typicode.com")!

  let client: HTTPClient

  /// Creates a client over an HTTP client whose base URL is JSONPlaceholder or a stand-in.
  public init(client: HTTPClient) {
    self.client = client
  }

  /// Every todo the filter lets through, in the service's order.
  /// - Throws: ``TodoError/network(_:)``.
  public func todos(_ filter: TodoFilter = TodoFilter()) async throws -> [Todo] {
    do {
      return try await client.fetch(Endpoint("todos", queryItems: filter.queryItems))
    } catch let error as NetworkError {
      throw TodoError.network(error)
    }
  }

  /// The first `count` todos, as the widget shows them.
  /// - Throws: ``TodoError/network(_:)``.
  public func firstTodos(_ count: Int) async throws -> [Todo] {
    try await todos(TodoFilter(limit: count)).prefix(count).map { $0 }
  }

  /// One todo by id.
  /// - Throws: ``TodoError/notFound(id:)`` when the service answers 404, else
  ///   ``TodoError/network(_:)``.
  public func todo(id: Int) async throws -> Todo {
    do {
      return try await client.fetch(Endpoint("todos/\(id)"))
    } catch let error as NetworkError {
      throw Self.failure(error, askingFor: id)
    }
  }

  /// The failure of a request for todo `id`: ``TodoError/notFound(id:)`` when the service
  /// answered 404, else ``TodoError/network(_:)``.
  static func failure(_ error: NetworkError, askingFor id: Int) -> TodoError {
    error.code == .httpStatus && error.status == 404 ? .notFound(id: id) : .network(error)
  }
}
