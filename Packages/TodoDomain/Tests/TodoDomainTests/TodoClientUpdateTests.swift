import Foundation
import Networking
import Testing

@testable import TodoDomain

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `update(id:completed:)` is one `PATCH` whose answer, the whole todo as JSONPlaceholder sends
/// it, is what the caller gets; an answer that is not that todo is a decoding failure.
///
/// `Fixtures/todos_3_patch_answer.json` is **reconstructed**: todo 3 of the recorded list with
/// `"completed": true` merged in, written as JSONPlaceholder writes an answer
/// (`JSON.stringify(todo, null, 2)`, as its `GET /todos/1` recording shows); the fixture server
/// answers `PATCH /todos/3` with these bytes.
@Suite struct TodoClientUpdateTests {
  let base = URL(string: "https://jsonplaceholder.typicode.com")!

  /// A client whose every request is answered with `body` (status 200) and logged.
  func client(answering body: Data, log: SentRequests) -> TodoClient {
    let transport = ClosureTransport { request in
      await log.append(request)
      return TransportResponse(
        status: 200, headers: ["Content-Type": "application/json; charset=utf-8"], body: body)
    }
    return TodoClient(client: HTTPClient(baseURL: base, transport: transport))
  }

  @Test func oneRequestAnswersTheWholeTodo() async throws {
    let log = SentRequests()
    let answer = try RecordedPayloads.data("todos_3_patch_answer.json")
    let todo = try await client(answering: answer, log: log).update(id: 3, completed: true)
    #expect(todo == Todo(userId: 1, id: 3, title: "fugiat veniam minus", completed: true))
    let sent = await log.requests
    #expect(sent.count == 1)
    #expect(sent.first?.method == "PATCH")
    #expect(sent.first?.path == "/todos/3")
    #expect(sent.first?.body == #"{"completed": true}"#)
  }

  struct HostileAnswer: Sendable, CustomTestStringConvertible {
    let name: String
    let body: String
    let reason: String
    var testDescription: String { name }
  }

  static let hostileAnswers: [HostileAnswer] = [
    .init(name: "another todo", body: todo(id: 4), reason: "the answer is todo 4, not todo 3"),
    .init(name: "an empty object", body: "{}", reason: #"missing key "userId""#),
    .init(name: "a list", body: "[\(todo(id: 3))]", reason: "expected"),
    .init(
      name: "an HTML page", body: "<html><body>maintenance</body></html>", reason: "not valid JSON"),
    .init(name: "nothing", body: "", reason: "not valid JSON"),
    .init(
      name: "an id as text", body: todo(id: 3).replacing("\"id\": 3", with: "\"id\": \"3\""),
      reason: "id"),
  ]

  static func todo(id: Int) -> String {
    #"{"userId": 1, "id": \#(id), "title": "fugiat veniam minus", "completed": true}"#
  }

  @Test(arguments: hostileAnswers)
  func anAnswerThatIsNotTheTodoIsADecodingFailure(_ sample: HostileAnswer) async throws {
    let log = SentRequests()
    let client = client(answering: Data(sample.body.utf8), log: log)
    let error = await #expect(throws: TodoError.self) {
      _ = try await client.update(id: 3, completed: true)
    }
    let network = try #require(error?.networkError)
    #expect(network.code == .decoding)
    #expect(network.description.hasPrefix("cannot decode Todo from \(base)/todos/3"))
    #expect(network.description.contains(sample.reason))
    #expect(await log.requests.count == 1, "a PATCH is never sent again")
  }

  @Test func aMissingTodoIsNotFound() async throws {
    let transport = ClosureTransport { _ in .json("{}", status: 404) }
    let client = TodoClient(client: HTTPClient(baseURL: base, transport: transport))
    await #expect(throws: TodoError.notFound(id: 999)) {
      _ = try await client.update(id: 999, completed: true)
    }
  }
}

/// The requests a transport was sent: method, path and body.
actor SentRequests {
  struct Sent: Sendable {
    let method: String
    let path: String
    let body: String
  }

  private(set) var requests: [Sent] = []

  func append(_ request: URLRequest) {
    requests.append(
      Sent(
        method: request.httpMethod ?? "GET", path: request.url?.path ?? "",
        body: request.httpBody.map { String(decoding: $0, as: UTF8.self) } ?? ""))
  }
}
