import AppCommandLineTestSupport
import Foundation
import NetworkingTestSupport
import Testing

@testable import TodoApp

/// `todos toggle` in process against a loopback server: one `PATCH` for a todo the widget
/// has shown, its answer printed, the overlay written once per state change; an answer that
/// is not the todo is a one-line 65 that leaves the overlay as it was.
@Suite struct ToggleRequestTests {
  static let list = """
    [{"userId": 1, "id": 1, "title": "delectus aut autem", "completed": false},
     {"userId": 1, "id": 3, "title": "fugiat veniam minus", "completed": false}]
    """

  static func answer(_ completed: Bool) -> ScriptedResponse {
    .json(#"{"userId": 1, "id": 3, "title": "fugiat veniam minus", "completed": \#(completed)}"#)
  }

  /// A server with the list, an app that has drawn its widget from it, and a watch on the
  /// app's state folder.
  struct Setup {
    let server: LoopbackHTTPServer
    let app: InProcessApp<TodosCommandLine>
    let events: FolderEvents
  }

  func setUp(patch answers: ScriptedResponse...) async throws -> Setup {
    let server = try LoopbackHTTPServer()
    server.route("/todos", .json(Self.list))
    server.route("/todos/3", responses: answers)
    let app = try InProcessApp<TodosCommandLine>(variables: [
      "TODOS_BASE_URL": server.baseURL.absoluteString
    ])
    let widget = await app.run(["widget", "--family", "large"])
    #expect(widget.status == 0, "\(widget.stderr)")
    server.clearRequests()
    return Setup(server: server, app: app, events: try FolderEvents(app.stateDirectory))
  }

  /// The overlay's changes of todo 3: (completed, state).
  func changes(in app: InProcessApp<TodosCommandLine>) throws -> [(Bool, String)] {
    let url = app.stateDirectory.appendingPathComponent("overlay.json")
    guard FileManager.default.fileExists(atPath: url.path) else { return [] }
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
    let changes = (object as? [String: Any])?["changes"] as? [[String: Any]] ?? []
    return changes.filter { $0["id"] as? Int == 3 }.compactMap { change in
      guard let completed = change["completed"] as? Bool, let state = change["state"] as? String
      else { return nil }
      return (completed, state)
    }
  }

  @Test func aShownTodoTogglesInOnePatchAndTwoWrites() async throws {
    let setup = try await setUp(patch: Self.answer(true), Self.answer(false))
    defer { setup.server.stop() }
    let run = await setup.app.run(["toggle", "3"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout == "  3  [x] fugiat veniam minus\n")
    #expect(run.stderr.isEmpty)
    let sent = setup.server.requests
    #expect(sent.map(\.method) == ["PATCH"])
    #expect(sent.map(\.path) == ["/todos/3"])
    #expect(sent.map { String(decoding: $0.body, as: UTF8.self) } == [#"{"completed": true}"#])
    // Pending, then sent: one write each.
    #expect(setup.events.take("overlay.json") == [.moved, .moved])
    #expect(try changes(in: setup.app).map(\.0) == [true])
    #expect(try changes(in: setup.app).map(\.1) == ["sent"])

    // Back again, from the overlay: pending, then nothing left to remember.
    let back = await setup.app.run(["toggle", "3"])
    #expect(back.stdout == "  3  [ ] fugiat veniam minus\n")
    #expect(setup.server.requests.map(\.method) == ["PATCH", "PATCH"])
    #expect(setup.events.take("overlay.json") == [.moved, .deleted])
    #expect(try changes(in: setup.app).isEmpty)
  }

  static let hostileAnswers: [ScriptedResponse] = [
    .json(#"{"userId": 1, "id": 4, "title": "another", "completed": true}"#),
    .json("{}"),
    .text("<html><body>down for maintenance</body></html>"),
  ]

  @Test(arguments: hostileAnswers)
  func anAnswerThatIsNotTheTodoIs65AndTakesTheChangeBack(_ answer: ScriptedResponse)
    async throws
  {
    let setup = try await setUp(patch: answer)
    defer { setup.server.stop() }
    let run = await setup.app.run(["toggle", "3"])
    #expect(run.status == 65)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
    #expect(
      run.stderr.hasPrefix("todos: todo 3 stays open: the change was not saved (cannot decode"))
    #expect(setup.server.requests.map(\.method) == ["PATCH"])
    // Pending, then taken back with the widget's note: whole files, nothing half-written.
    #expect(setup.events.take("overlay.json") == [.moved, .moved])
    #expect(try changes(in: setup.app).isEmpty)
    let left = try FileManager.default.contentsOfDirectory(atPath: setup.app.stateDirectory.path)
    #expect(!left.contains { $0.hasSuffix(".tmp") || $0.contains(".owner-") }, "\(left)")
    let widget = await setup.app.run(["widget", "--family", "large", "--color", "never"])
    #expect(widget.stdout.contains("todo 3 not saved: unreadable answer"), "\(widget.stdout)")
  }

  /// A server whose `GET /todos/3` answers the todo open and whose `PATCH` answers it done.
  static func serverOfTodo3() throws -> LoopbackHTTPServer {
    let server = try LoopbackHTTPServer()
    server.setHandler { request in
      request.method == "PATCH" ? Self.answer(true) : Self.answer(false)
    }
    return server
  }

  /// A todo no widget has shown and no change names is fetched first: the one toggle of two
  /// requests.
  @Test func anUnknownTodoIsFetchedFirst() async throws {
    let server = try Self.serverOfTodo3()
    defer { server.stop() }
    let app = try InProcessApp<TodosCommandLine>(variables: [
      "TODOS_BASE_URL": server.baseURL.absoluteString
    ])
    let run = await app.run(["toggle", "3"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout == "  3  [x] fugiat veniam minus\n")
    #expect(
      server.requests.map { "\($0.method) \($0.path)" } == ["GET /todos/3", "PATCH /todos/3"])
  }

  /// The only change the app knew the todo by was abandoned (its toggle killed): it is rolled
  /// back under the lock, and the todo is fetched as one never seen.
  @Test func aChangeRolledBackMeanwhileLeavesAFetch() async throws {
    let server = try Self.serverOfTodo3()
    defer { server.stop() }
    let app = try InProcessApp<TodosCommandLine>(variables: [
      "TODOS_BASE_URL": server.baseURL.absoluteString
    ])
    try FileManager.default.createDirectory(
      at: app.stateDirectory, withIntermediateDirectories: true)
    let abandoned = """
      {"changes": [{"id": 3, "completed": false, "state": "pending", \
      "date": "2026-11-22T14:00:00Z", "changeID": "a", \
      "owner": "00000000-0000-4000-8000-000000000000"}]}
      """
    try Data(abandoned.utf8).write(to: app.stateDirectory.appendingPathComponent("overlay.json"))
    let run = await app.run(["toggle", "3"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout == "  3  [x] fugiat veniam minus\n")
    #expect(
      server.requests.map { "\($0.method) \($0.path)" } == ["GET /todos/3", "PATCH /todos/3"])
    #expect(try changes(in: app).map(\.0) == [true])
    #expect(try changes(in: app).map(\.1) == ["sent"])
  }
}
