import Foundation
import Networking
import TodoDomain
import TodoWidget

/// One request of the todos service, answered by a server that sends one fixed body.
enum TodoAsk: Sendable, CustomStringConvertible {
  /// `GET /todos`: the list.
  case list
  /// `GET /todos?_limit=5`: what the widget asks for.
  case firstTodos
  /// `GET /todos/{id}`: one todo.
  case todo(id: Int)
  /// `PATCH /todos/{id}` with `{"completed": true}`: a toggle, answered with the whole todo.
  case complete(id: Int)

  /// What the service returned: the todos (one for ``todo(id:)``), or what it threw.
  enum Outcome {
    case todos([Todo])
    case failure(any Error)
  }

  /// Asks the service on a server that answers every request with `body` and HTTP `status`,
  /// once (no retries).
  func run(answering body: [UInt8], status: Int) async -> Outcome {
    let response = TransportResponse(
      status: status, headers: ["Content-Type": "application/json"], body: Data(body))
    let client = TodoClient(
      client: HTTPClient(
        baseURL: URL(string: "https://todos.test")!,
        configuration: HTTPClient.Configuration(retry: .never),
        transport: ClosureTransport { _ in response }))
    do {
      switch self {
      case .list: return .todos(try await client.todos())
      case .firstTodos: return .todos(try await client.firstTodos(TodoProvider.todoCount))
      case .todo(let id): return .todos([try await client.todo(id: id)])
      case .complete(let id): return .todos([try await client.update(id: id, completed: true)])
      }
    } catch {
      return .failure(error)
    }
  }

  var description: String {
    switch self {
    case .list: "GET /todos"
    case .firstTodos: "GET /todos?_limit=\(TodoProvider.todoCount)"
    case .todo(let id): "GET /todos/\(id)"
    case .complete(let id): "PATCH /todos/\(id)"
    }
  }
}
