import Foundation
import Testing

/// The built `todos` executable against `fixture-server` on loopback.
@Suite(.serialized) struct TodosAppTests {
  let server: FixtureServer
  let scratch: ScratchDirectory

  init() throws {
    server = try FixtureServer()
    scratch = try ScratchDirectory()
  }

  func todos(_ arguments: [String], baseURL: URL? = nil, extra: [String: String] = [:])
    throws -> CommandRun
  {
    var environment = [
      "TODOS_BASE_URL": (baseURL ?? server.url).absoluteString,
      "TODOS_STATE_DIR": scratch.path("state"),
      "TODOS_CACHE_DIR": scratch.path("cache"),
    ]
    environment.merge(extra) { _, new in new }
    return try CommandRun.run("todos", arguments, environment: environment)
  }

  @Test func listPrintsAlignedLines() throws {
    let run = try todos(["list", "--limit", "3"])
    #expect(run.status == 0)
    #expect(
      run.stdout == """
          1  [ ] delectus aut autem
          2  [ ] quis ut nam facilis et officia qui
          3  [ ] fugiat veniam minus

        """)
    #expect(run.stderr.isEmpty)
  }

  @Test func listFiltersWithTheAPIsParameters() throws {
    let run = try todos(["list", "--user", "2", "--status", "completed"])
    #expect(run.status == 0)
    let lines = run.stdout.split(separator: "\n")
    #expect(!lines.isEmpty)
    #expect(lines.allSatisfy { $0.contains("[x]") })
    #expect(try server.requestCounts().byPath["/todos"] == 1)
  }

  @Test func listJSONParsesBackToTheAPIsFields() throws {
    let run = try todos(["list", "--json"])
    #expect(run.status == 0)
    let todos = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
    #expect(todos.count == 200)
    #expect(Set(todos[0].keys) == ["userId", "id", "title", "completed"])
    #expect(todos.filter { $0["completed"] as? Bool == true }.count == 90)
  }

  @Test func showPrintsTheDetailAndJSON() throws {
    let run = try todos(["show", "7"])
    #expect(run.status == 0)
    #expect(run.stdout.contains("Todo 7\n  title:   illo expedita consequatur quia in"))
    #expect(run.stdout.contains("status:  open"))
    let json = try todos(["show", "7", "--json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    #expect(object["id"] as? Int == 7)
    #expect(object["userId"] as? Int == 1)
  }

  @Test func aMissingTodoExits66() throws {
    let run = try todos(["show", "999"])
    #expect(run.status == 66)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.hasPrefix("todos: no todo with id 999"))
    #expect(run.stderr.split(separator: "\n").count == 1)
  }

  @Test func openFollowsATodosLink() throws {
    let run = try todos(["open", "todos://todo/3"])
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("Todo 3\n"))
  }

  @Test(arguments: ["todos://todo/abc", "votes://vote/1/1/1", "todos://todo/7#x", "http://x"])
  func aLinkThatIsNotATodosRouteExits64(_ link: String) throws {
    let run = try todos(["open", link])
    #expect(run.status == 64)
    #expect(run.stderr.contains("todos://todo/<id>"))
    #expect(try server.requestCounts().total == 0)
  }

  @Test func aDeadServiceExits69NamingTheURLAndTheFix() throws {
    let dead = try FixtureServer()
    dead.stop()
    let run = try todos(["list"], baseURL: dead.url)
    #expect(run.status == 69)
    #expect(run.stderr.contains(dead.url.absoluteString))
    #expect(run.stderr.contains("--base-url"))
  }

  @Test func aMalformedResponseExits65() throws {
    let broken = try FixtureServer(["--fault", "malformed"])
    let run = try todos(["list"], baseURL: broken.url)
    #expect(run.status == 65)
    #expect(run.stderr.hasPrefix("todos: cannot decode [Todo] from \(broken.url.absoluteString)"))
    #expect(run.stderr.contains("pointing at the right service?"))
  }

  @Test func aSlowServiceTimesOutWith75() throws {
    let slow = try FixtureServer(["--fault", "delay=5"])
    let run = try todos(["--timeout", "0.5", "show", "1"], baseURL: slow.url)
    #expect(run.status == 75)
    #expect(run.stderr.contains("timed out"))
  }

  @Test func usageErrorsExit64() throws {
    for arguments in [["lst"], ["list", "--limit", "0"], ["widget", "--family", "small"], []] {
      let run = try todos(arguments)
      #expect(run.status == 64, "\(arguments)")
      #expect(run.stderr.hasPrefix("todos: "), "\(arguments)")
    }
  }

  @Test func aFullDiskIsExit74NotACrash() throws {
    let child = try ChildProcess(
      BuiltProducts.executable("todos").path, ["list"],
      environment: [
        "TODOS_BASE_URL": server.url.absoluteString, "TODOS_STATE_DIR": scratch.path("state"),
        "TODOS_CACHE_DIR": scratch.path("cache"), "HOME": NSTemporaryDirectory(),
      ],
      stdout: .file("/dev/full", flags: O_WRONLY), stderr: .pipe)
    let message = ReadAll(taking: child.take(2))
    #expect(child.wait(upTo: 60) == 74)
    #expect(
      String(decoding: message.wait(), as: UTF8.self)
        == "todos: cannot write to standard output (No space left on device); stopping\n")
  }

  @Test func helpAndVersion() throws {
    let help = try todos(["--help"])
    #expect(help.status == 0)
    #expect(help.stdout.contains("USAGE") && help.stdout.contains("EXIT STATUS"))
    let listHelp = try todos(["list", "--help"])
    #expect(listHelp.stdout.hasPrefix("todos list — "))
    #expect(try todos(["--version"]).stdout.hasPrefix("todos "))
  }
}
