import AppCommandLineTestSupport
import Foundation
import NetworkingTestSupport
import Testing

@testable import TodoApp

/// The `todos` commands against a loopback server, with stdout and stderr captured.
@Suite struct TodosCommandLineTests {
  static let todos = """
    [{"userId": 1, "id": 1, "title": "delectus aut autem", "completed": false},
     {"userId": 1, "id": 12, "title": "\\u001b[2Jho\\u001b]0;x\\u0007stile", "completed": true}]
    """

  /// Runs `todos` with `arguments` against `server`, in state and cache folders of its own.
  func run(_ arguments: [String], server: LoopbackHTTPServer) async throws -> AppRun {
    let app = try InProcessApp<TodosCommandLine>(variables: [
      "TODOS_BASE_URL": server.baseURL.absoluteString
    ])
    return await app.run(arguments)
  }

  @Test func listAlignsIdsAndNeutralisesHostileTitles() async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    server.route("/todos", .json(Self.todos))
    let outcome = try await run(["list"], server: server)
    #expect(outcome.status == 0)
    #expect(outcome.stdout == "   1  [ ] delectus aut autem\n  12  [x] hostile\n")
    #expect(outcome.stderr.isEmpty)
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
    #expect(outcome.stdout.isEmpty)
    #expect(outcome.stderr.hasPrefix("todos: no todo with id 999"))
    #expect(outcome.stderr.filter { $0 == "\n" }.count == 1)
  }

  @Test(arguments: ["todos://todo/abc", "todos://list", "https://example.com/todos/1"])
  func openRejectsLinksThatAreNotRoutesWithoutARequest(_ link: String) async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    let outcome = try await run(["open", link], server: server)
    #expect(outcome.status == 64)
    #expect(outcome.stderr.contains("todos://todo/<id>"))
    #expect(server.requests.isEmpty)
  }

  @Test func showJSONIsTheAPIsFieldsInTheAPIsOrder() async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    server.route(
      "/todos/1", .json(#"{"userId": 1, "id": 1, "title": "a \"b\"", "completed": false}"#))
    let outcome = try await run(["show", "1", "--json"], server: server)
    #expect(
      outcome.stdout == """
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
    #expect(outcome.stderr.hasPrefix("todos: "))
  }
}
