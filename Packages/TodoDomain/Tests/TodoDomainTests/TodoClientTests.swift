import Foundation
import Networking
import Testing

@testable import TodoDomain

@Suite struct TodoClientTests {
  let base = URL(string: "https://jsonplaceholder.typicode.com")!

  func client(log: RequestLog? = nil) throws -> TodoClient {
    let transport = try RecordedPayloads.jsonPlaceholder(recording: log)
    return TodoClient(client: HTTPClient(baseURL: base, transport: transport))
  }

  @Test func decodesTheWholeRecordedList() async throws {
    let todos = try await client().todos()
    #expect(todos.count == 200)
    #expect(todos.filter(\.completed).count == 90)
    #expect(Set(todos.map(\.userId)) == Set(1...10))
    #expect(todos.first == Todo(userId: 1, id: 1, title: "delectus aut autem", completed: false))
    let longest = try #require(todos.max { $0.title.count < $1.title.count })
    #expect(longest.id == 41)
    #expect(longest.title.count == 73)
  }

  struct FilterCase: Sendable, CustomTestStringConvertible {
    let filter: TodoFilter
    let query: String
    let count: Int
    var testDescription: String { query.isEmpty ? "no filter" : query }
  }

  static let filters: [FilterCase] = [
    .init(filter: TodoFilter(), query: "", count: 200),
    .init(filter: TodoFilter(userId: 3), query: "userId=3", count: 20),
    .init(filter: TodoFilter(completed: true), query: "completed=true", count: 90),
    .init(filter: TodoFilter(completed: false), query: "completed=false", count: 110),
    .init(filter: TodoFilter(limit: 5), query: "_limit=5", count: 5),
    .init(
      filter: TodoFilter(userId: 1, completed: false, limit: 3),
      query: "userId=1&completed=false&_limit=3", count: 3),
  ]

  @Test(arguments: filters)
  func filtersUseTheAPIsOwnQueryParameters(_ sample: FilterCase) async throws {
    let log = RequestLog()
    let todos = try await client(log: log).todos(sample.filter)
    #expect(todos.count == sample.count)
    let url = try #require(await log.urls.first)
    #expect(url.query ?? "" == sample.query)
    if let userId = sample.filter.userId { #expect(todos.allSatisfy { $0.userId == userId }) }
    if let completed = sample.filter.completed {
      #expect(todos.allSatisfy { $0.completed == completed })
    }
  }

  @Test func firstTodosAsksForALimitedList() async throws {
    let log = RequestLog()
    let todos = try await client(log: log).firstTodos(5)
    #expect(todos.map(\.id) == [1, 2, 3, 4, 5])
    #expect(await log.urls.map(\.query) == ["_limit=5"])
  }

  @Test(arguments: [1, 41, 200])
  func fetchesOneTodoById(_ id: Int) async throws {
    let todo = try await client().todo(id: id)
    #expect(todo.id == id)
  }

  @Test(arguments: [0, 201, 999])
  func aMissingTodoIsNotFoundNotADecodingError(_ id: Int) async throws {
    await #expect(throws: TodoError.notFound(id: id)) {
      try await client().todo(id: id)
    }
    #expect(TodoError.notFound(id: id).description == "no todo with id \(id)")
    #expect(TodoError.notFound(id: id).missingID == id)
    #expect(TodoError.notFound(id: id).kind == .notFound)
  }

  @Test func aMalformedBodyIsAWrappedDecodingError() async throws {
    let transport = ClosureTransport { _ in .json(#"[{"id": "one"}]"#) }
    let client = TodoClient(client: HTTPClient(baseURL: base, transport: transport))
    let error = await #expect(throws: TodoError.self) {
      _ = try await client.todos()
    }
    let network = try #require(error?.networkError)
    #expect(network.code == .decoding)
    #expect(network.description.hasPrefix("cannot decode [Todo]"))
    #expect(error?.missingID == nil)
  }

  @Test func aServerErrorIsWrappedAsANetworkError() async throws {
    let transport = ClosureTransport { _ in TransportResponse(status: 400) }
    let client = TodoClient(client: HTTPClient(baseURL: base, transport: transport))
    let error = await #expect(throws: TodoError.self) {
      try await client.todo(id: 1)
    }
    let network = try #require(error?.networkError)
    #expect(network.code == .httpStatus)
    #expect(network.status == 400)
    #expect(error?.kind == .unavailable)
    #expect(error?.description.hasPrefix("JSONPlaceholder: ") == true)
  }

  /// JSONPlaceholder's 429 reaches a widget with its wait, through the domain's error.
  @Test func aRateLimitCarriesTheServicesWait() {
    let limited = TodoError.network(.rateLimited(url: base, retryAfter: .seconds(60)))
    #expect((limited as any Error as? any RetryAdvice)?.retryAfter == .seconds(60))
    #expect(TodoError.notFound(id: 1).retryAfter == nil)
    #expect(TodoError.network(.timedOut(url: base)).retryAfter == nil)
  }
}
