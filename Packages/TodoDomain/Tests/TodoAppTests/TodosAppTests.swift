import AppCommandLine
import Foundation
import NetworkingTestSupport
import Testing

@testable import TodoApp

/// The `todos` commands against a loopback server, with stdout and stderr captured.
@Suite struct TodosAppTests {
  static let todos = """
    [{"userId": 1, "id": 1, "title": "delectus aut autem", "completed": false},
     {"userId": 1, "id": 12, "title": "\\u001b[2Jho\\u001b]0;x\\u0007stile", "completed": true}]
    """

  /// What one run printed and how it ended.
  struct Outcome {
    var status: Int32
    var out: String
    var err: String
  }

  func run(_ arguments: [String], server: LoopbackHTTPServer) async throws -> Outcome {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("todos-app-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let out = Captured()
    let err = Captured()
    let status = await TodosApp.main(
      arguments: arguments,
      environment: AppEnvironment(
        app: "todos",
        variables: [
          "TODOS_BASE_URL": server.baseURL.absoluteString,
          "TODOS_STATE_DIR": scratch.appendingPathComponent("state").path,
          "TODOS_CACHE_DIR": scratch.appendingPathComponent("cache").path,
        ], stdoutIsTerminal: false),
      console: Console(out: { out.append($0) }, err: { err.append($0) }))
    return Outcome(status: status, out: out.text, err: err.text)
  }

  @Test func listAlignsIdsAndNeutralisesHostileTitles() async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    server.route("/todos", .json(Self.todos))
    let outcome = try await run(["list"], server: server)
    #expect(outcome.status == 0)
    #expect(outcome.out == "   1  [ ] delectus aut autem\n  12  [x] hostile\n")
    #expect(outcome.err.isEmpty)
  }

  @Test func filtersBecomeTheAPIsQueryParameters() async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    server.route("/todos", .json("[]"))
    let outcome = try await run(
      ["list", "--user", "3", "--status", "open", "--limit", "2"], server: server)
    #expect(outcome.status == 0)
    let query = Dictionary(
      uniqueKeysWithValues: (server.requests.first?.queryItems ?? []).map {
        ($0.name, $0.value ?? "")
      })
    #expect(query == ["userId": "3", "completed": "false", "_limit": "2"])
  }

  @Test func aMissingTodoIsExit66WithOneLine() async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    server.route("/todos/999", .json("{}", status: 404))
    let outcome = try await run(["show", "999"], server: server)
    #expect(outcome.status == 66)
    #expect(outcome.out.isEmpty)
    #expect(outcome.err.hasPrefix("todos: no todo with id 999"))
    #expect(outcome.err.filter { $0 == "\n" }.count == 1)
  }

  @Test(arguments: ["todos://todo/abc", "todos://list", "https://example.com/todos/1"])
  func openRejectsLinksThatAreNotRoutesWithoutARequest(_ link: String) async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    let outcome = try await run(["open", link], server: server)
    #expect(outcome.status == 64)
    #expect(outcome.err.contains("todos://todo/<id>"))
    #expect(server.requests.isEmpty)
  }

  @Test func showJSONIsTheAPIsFieldsInTheAPIsOrder() async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    server.route(
      "/todos/1", .json(#"{"userId": 1, "id": 1, "title": "a \"b\"", "completed": false}"#))
    let outcome = try await run(["show", "1", "--json"], server: server)
    #expect(
      outcome.out == """
        {
          "userId": 1,
          "id": 1,
          "title": "a \\"b\\"",
          "completed": false
        }

        """)
  }

  @Test(arguments: [["show", "abc"], ["show", "0"], ["widget", "--family", "small"]])
  func badArgumentsAreUsageErrors(_ arguments: [String]) async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    let outcome = try await run(arguments, server: server)
    #expect(outcome.status == 64)
    #expect(outcome.err.hasPrefix("todos: "))
  }
}

/// Collects what a console writes; `@unchecked Sendable` is safe: every access holds the lock.
final class Captured: @unchecked Sendable {
  private let lock = NSLock()
  private var parts: [String] = []

  var text: String { lock.withLock { parts.joined() } }

  func append(_ part: String) {
    lock.withLock { parts.append(part) }
  }
}
