import AppCommandLine
import AppCommandLineTestSupport
import Foundation
import NetworkingTestSupport
import Testing

@testable import TodoApp
@testable import WidgetHost

/// A key pressed in `widget --watch` is a piece of work of its own: its deadline (`--timeout`)
/// counts from the press, not from the start of a session that may be hours old. The session's
/// start is injected an hour back, so no test waits for time to pass.
@Suite struct WatchPressDeadlineTests {
  @Test func aPressInAnHourOldSessionStillToggles() async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    server.route("/todos", .json(ToggleRequestTests.list))
    server.route("/todos/3", ToggleRequestTests.answer(true))
    let app = try InProcessApp<TodosCommandLine>(variables: [
      "TODOS_BASE_URL": server.baseURL.absoluteString
    ])
    #expect(await app.run(["widget", "--family", "large"]).status == 0)
    server.clearRequests()

    var variables = app.variables
    variables["WIDGETS_TIMEOUT"] = nil
    let session = TodosCommandLine(
      context: CommandContext(
        environment: AppEnvironment(
          app: "todos", variables: variables, stdoutIsTerminal: true,
          startedAt: .now - .seconds(3600)),
        console: Console(out: { _ in }, err: { _ in }),
        arguments: ParsedArguments(
          command: "widget", options: ["watch": [""], "family": ["large"], "timeout": ["5"]])))
    let interaction = try #require(session.watchInteraction())
    let failure = await interaction.run("todos://intent/toggle?id=3")
    #expect(failure == nil, "the press failed: \(failure ?? "")")
    #expect(server.requestCount(path: "/todos/3") == 1)
  }
}
