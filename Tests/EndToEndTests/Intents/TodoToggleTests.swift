import Foundation
import Testing

/// `todos toggle ID` and its link `todos://intent/toggle?id=ID` against `fixture-server`, which
/// answers `PATCH /todos/ID` as JSONPlaceholder does (as if saved, keeping nothing): the local
/// overlay shows the change on every face, rolls back when the `PATCH` fails.
@Suite(.serialized) struct TodoToggleTests {
  let server: FixtureServer
  let scratch: ScratchDirectory

  init() throws {
    server = try FixtureServer()
    scratch = try ScratchDirectory()
  }

  func todos(_ arguments: [String], extra: [String: String] = [:]) throws -> CommandRun {
    var environment = [
      "TODOS_BASE_URL": server.url.absoluteString,
      "TODOS_STATE_DIR": scratch.path("state"),
      "TODOS_CACHE_DIR": scratch.path("cache"),
      "TZ": "UTC",
    ]
    environment.merge(extra) { _, new in new }
    return try CommandRun.run("todos", arguments, environment: environment)
  }

  var overlayPath: String { scratch.path("state") + "/overlay.json" }

  /// The overlay's changes by todo id: (completed, state).
  func overlayChanges() throws -> [Int: (completed: Bool, state: String)] {
    guard FileManager.default.fileExists(atPath: overlayPath) else { return [:] }
    let data = try Data(contentsOf: URL(fileURLWithPath: overlayPath))
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let changes = object["changes"] as? [[String: Any]] ?? []
    var result: [Int: (completed: Bool, state: String)] = [:]
    for change in changes {
      let id = try #require(change["id"] as? Int)
      result[id] = (
        try #require(change["completed"] as? Bool), try #require(change["state"] as? String)
      )
    }
    return result
  }

  @Test func aToggleShowsOnEveryFaceAndSendsThePatch() throws {
    #expect(try todos(["widget", "--family", "large"]).status == 0)
    let toggle = try todos(["toggle", "3"])
    #expect(toggle.status == 0)
    #expect(toggle.stdout == "  3  [x] fugiat veniam minus\n")
    #expect(toggle.stderr.isEmpty)

    let patches = try server.changeRequests()
    #expect(patches.count == 1)
    #expect(patches.first?.method == "PATCH")
    #expect(patches.first?.path == "/todos/3")
    #expect(patches.first?.json?.keys.sorted() == ["completed"])
    #expect(patches.first?.json?["completed"] as? Bool == true)

    // Answered: the change is sent, kept because the service forgets it.
    #expect(try overlayChanges()[3]?.completed == true)
    #expect(try overlayChanges()[3]?.state == "sent")
    let attributes = try FileManager.default.attributesOfItem(atPath: overlayPath)
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)

    let list = try todos(["list", "--limit", "3", "--no-cache"])
    #expect(list.stdout.contains("  3  [x] fugiat veniam minus"))
    #expect(try todos(["show", "3"]).stdout.contains("status:  completed"))
    let completed = try todos(["list", "--status", "open", "--limit", "5"])
    #expect(!completed.stdout.contains("fugiat veniam minus"))

    let widget = try todos(["widget", "--family", "large", "--color", "never"])
    let row = widget.stdout.split(separator: "\n").first { $0.contains("fugiat veniam minus") }
    #expect(row?.contains("✓ fugiat veniam minus") == true)
    let status = try todos(["status", "--family", "large", "--format", "jsonl"])
    // The large family fetched its eleven todos, seven open; todo 3 is done now.
    #expect(status.stdout.contains("\"text\":\"6 open · delectus aut autem\""))
    let linked = try todos(["widget", "--family", "large", "--color", "always"])
    #expect(linked.stdout.contains("todos://intent/toggle?id=3"))
  }

  @Test func twoTogglesInARowEndWhereTheyBegan() throws {
    #expect(try todos(["toggle", "7"]).stdout == "  7  [x] illo expedita consequatur quia in\n")
    #expect(try todos(["toggle", "7"]).stdout == "  7  [ ] illo expedita consequatur quia in\n")
    let bodies = try server.changeRequests().compactMap { $0.json?["completed"] as? Bool }
    #expect(bodies == [true, false])
    // The second change is what the service holds: nothing is left to remember.
    #expect(try overlayChanges().isEmpty)
    #expect(try todos(["show", "7"]).stdout.contains("status:  open"))
  }

  /// The placeholder's todos (ids 0 and 1) are not the user's: a change to the real todo 1
  /// does not show on a widget that has not loaded yet.
  @Test func thePlaceholderIgnoresTheOverlay() throws {
    let before = try todos(["status"])
    #expect(try todos(["toggle", "1"]).status == 0)
    let after = try todos(["status"])
    #expect(before.stdout.hasPrefix("not loaded yet · "), "\(before.stdout)")
    #expect(after.stdout == before.stdout)
  }

  @Test func theLinkRunsTheSameIntent() throws {
    let run = try todos(["open", "todos://intent/toggle?id=4"])
    #expect(run.status == 0)
    #expect(run.stdout == "  4  [ ] et porro tempora\n")
    #expect(try server.changeRequests().first?.json?["completed"] as? Bool == false)
  }

  @Test func aClickFloodRunsTheIntentOnceASecondPerTarget() throws {
    // Every process of the flood reads the same injected time: one second has not passed.
    let moment = ["WIDGETS_CLOCK_START": "2026-11-22T14:00:00Z"]
    for _ in 1...6 {
      #expect(try todos(["open", "todos://intent/toggle?id=9"], extra: moment).status == 0)
    }
    #expect(try todos(["open", "todos://intent/toggle?id=10"], extra: moment).status == 0)
    #expect(try server.changeRequests().map(\.path) == ["/todos/9", "/todos/10"])
    let later = ["WIDGETS_CLOCK_START": "2026-11-22T14:00:02Z"]
    #expect(try todos(["open", "todos://intent/toggle?id=9"], extra: later).status == 0)
    #expect(try server.changeRequests().map(\.path) == ["/todos/9", "/todos/10", "/todos/9"])
    // The command itself is not a click: two in a row both run.
    #expect(try todos(["toggle", "9"], extra: later).status == 0)
    #expect(try server.changeRequests().count == 4)
  }

  @Test func aServerErrorRollsBackWithOneLineAnd69() throws {
    #expect(try todos(["toggle", "5"]).status == 0)
    try server.setFaults("fault=500&method=PATCH")
    let run = try todos(["toggle", "5"])
    #expect(run.status == 69)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.split(separator: "\n").count == 1)
    #expect(run.stderr.hasPrefix("todos: todo 5 stays completed: the change was not saved"))
    // Rolled back to the change before it, which the service had answered.
    #expect(try overlayChanges()[5]?.completed == true)
    #expect(try overlayChanges()[5]?.state == "sent")

    let fresh = try todos(["toggle", "6"])
    #expect(fresh.status == 69)
    #expect(try overlayChanges()[6] == nil)
    try server.setFaults("")
    let list = try todos(["list", "--limit", "6"])
    #expect(list.stdout.contains("  6  [ ] qui ullam ratione"))
    let widget = try todos(["widget", "--family", "large", "--color", "never"])
    #expect(widget.stdout.contains("todo 6 not saved: HTTP 500"))
  }

  /// A `PATCH` answered with something that is not the todo: 65 in one line, the change taken
  /// back, the one before it (sent) kept, and no half-written file left.
  @Test(arguments: ["html", "malformed"])
  func anAnswerThatIsNotTheTodoRollsBackWith65(fault: String) throws {
    #expect(try todos(["toggle", "5"]).status == 0)
    try server.setFaults("fault=\(fault)&method=PATCH")
    let run = try todos(["toggle", "5"])
    #expect(run.status == 65)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
    #expect(
      run.stderr.hasPrefix(
        "todos: todo 5 stays completed: the change was not saved (cannot decode Todo"),
      "\(run.stderr)")
    #expect(try overlayChanges()[5]?.completed == true)
    #expect(try overlayChanges()[5]?.state == "sent")
    let left = try FileManager.default.contentsOfDirectory(atPath: scratch.path("state"))
    #expect(!left.contains { $0.hasSuffix(".tmp") || $0.contains(".owner-") }, "\(left)")
    try server.setFaults("")
    let widget = try todos(["widget", "--family", "large", "--color", "never"])
    #expect(widget.stdout.contains("todo 5 not saved: unreadable answer"), "\(widget.stdout)")
  }

  @Test func aStalledPatchRollsBackWith75() throws {
    try server.setFaults("delay=5&method=PATCH")
    let run = try todos(["--timeout", "1", "toggle", "2"])
    #expect(run.status == 75)
    #expect(run.stderr.split(separator: "\n").count == 1)
    #expect(run.stderr.hasPrefix("todos: todo 2 stays open: the change was not saved (timed out"))
    #expect(try overlayChanges()[2] == nil)
  }

  @Test func aDeadNetworkRollsBackWith69() throws {
    let dead = try FixtureServer()
    dead.stop()
    let run = try todos(["toggle", "2"], extra: ["TODOS_BASE_URL": dead.url.absoluteString])
    #expect(run.status == 69)
    #expect(run.stderr.split(separator: "\n").count == 1)
    #expect(try overlayChanges().isEmpty)
  }

  @Test func anUnknownIdIs66() throws {
    let run = try todos(["toggle", "999"])
    #expect(run.status == 66)
    #expect(run.stderr == "todos: no todo with id 999; `todos list` shows the ids there are\n")
    #expect(try server.changeRequests().isEmpty)
    #expect(!FileManager.default.fileExists(atPath: overlayPath))
  }

  @Test(arguments: [
    "todos://intent/toggle?id=abc", "todos://intent/toggle?id=0", "todos://intent/toggle",
    "todos://intent/toggle?id=1&id=2", "todos://intent/explode?id=1",
    "todos://intent/toggle?id=1%0A%1B[31m", "TODOS://INTENT/toggle?id=-1",
    "todos://intent/toggle?id=99999999999999999999999",
  ])
  func aHostileIntentLinkIs64WithOneLine(link: String) throws {
    let run = try todos(["open", link])
    #expect(run.status == 64)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.split(separator: "\n").count == 1)
    #expect(!run.stderr.contains("\u{1B}"))
    #expect(try server.requestCounts().total == 0)
  }

  @Test func helpCompletionsAndManPageComeFromTheDeclaration() throws {
    let help = try todos(["toggle", "--help"])
    #expect(help.stdout.contains("todos://intent/toggle?id=<id>"))
    #expect(help.stdout.contains("press t"))
    let top = try todos(["--help"])
    #expect(top.stdout.contains("toggle"))
    let man = try todos(["generate", "man"])
    #expect(man.stdout.contains("todos://intent/toggle?id=<id>"))
    let bash = try todos(["generate", "completions", "bash"])
    #expect(bash.stdout.contains("todos://intent/toggle?id="))
  }
}
