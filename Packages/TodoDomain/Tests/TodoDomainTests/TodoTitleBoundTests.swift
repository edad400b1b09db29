import Foundation
import Networking
import Testing

@testable import TodoDomain

/// A todo's title is bounded where it is decoded: a server's 1 MB title reaches no widget,
/// status line or stored timeline.
@Suite struct TodoTitleBoundTests {
  let base = URL(string: "https://jsonplaceholder.typicode.com")!
  static let limit = TextLimit.title.maximumCharacters

  /// A client whose server answers every request with `body`.
  func client(answering body: Data) -> TodoClient {
    let transport = ClosureTransport { _ in
      TransportResponse(status: 200, headers: ["Content-Type": "application/json"], body: body)
    }
    return TodoClient(client: HTTPClient(baseURL: base, transport: transport))
  }

  static func body(_ object: Any) throws -> Data {
    try JSONSerialization.data(withJSONObject: object)
  }

  static func todo(title: String, id: Int = 1) -> [String: Any] {
    ["userId": 1, "id": id, "title": title, "completed": false]
  }

  @Test func aOneMegabyteTitleIsCutWithAnEllipsis() async throws {
    let huge = String(repeating: "delectus aut autem ", count: 1_048_576 / 19 + 1)
    let body = try Self.body([Self.todo(title: huge), Self.todo(title: "short", id: 2)])
    #expect(body.count > 1_048_576)
    let todos = try await client(answering: body).todos()
    #expect(todos.map(\.id) == [1, 2])
    #expect(todos[0].title.count == Self.limit)
    #expect(todos[0].title.hasSuffix("…"))
    #expect(huge.hasPrefix(todos[0].title.dropLast()))
    #expect(todos[1].title == "short")
  }

  @Test func oneTodoByIdIsBoundedToo() async throws {
    let body = try Self.body(Self.todo(title: String(repeating: "x", count: 1_000_000)))
    let todo = try await client(answering: body).todo(id: 1)
    #expect(todo.title == String(repeating: "x", count: Self.limit - 1) + "…")
  }

  @Test func aTitleOfExactlyTheLimitIsKeptAndOneMoreIsCut() throws {
    let exact = String(repeating: "👍🏽", count: Self.limit)
    let decoded = try JSONDecoder().decode(Todo.self, from: Self.body(Self.todo(title: exact)))
    #expect(decoded.title == exact)
    let over = try JSONDecoder().decode(
      Todo.self, from: Self.body(Self.todo(title: exact + "e\u{301}")))
    #expect(over.title == String(repeating: "👍🏽", count: Self.limit - 1) + "…")
  }

  /// A stored timeline written before titles were bounded is bounded when it is read back,
  /// and a bounded todo round-trips unchanged.
  @Test func encodingAndDecodingAgainKeepsTheBoundedTitle() throws {
    let long = Todo(userId: 1, id: 3, title: String(repeating: "a", count: 5_000), completed: true)
    let decoded = try JSONDecoder().decode(Todo.self, from: JSONEncoder().encode(long))
    #expect(decoded.title.count == Self.limit)
    #expect(try JSONDecoder().decode(Todo.self, from: JSONEncoder().encode(decoded)) == decoded)
  }
}
