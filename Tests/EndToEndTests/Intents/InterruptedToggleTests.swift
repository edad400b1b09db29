import Foundation
import Testing

/// A toggle is never pending for ever, a rollback undoes only its own change, a click flood
/// presses once, and the overlay's and the gate's locks follow no links: the interactive
/// path under real use, against a fixture server that logs each request as it arrives.
@Suite(.serialized) struct InterruptedToggleTests {
  let server: FixtureServer
  let scratch: ScratchDirectory

  init() throws {
    server = try FixtureServer(logging: true)
    scratch = try ScratchDirectory()
  }

  var environment: [String: String] {
    AppUnderTest.todos.environment(baseURL: server.url.absoluteString, scratch: scratch)
  }

  func todos(_ arguments: [String]) throws -> CommandRun {
    try CommandRun.run("todos", arguments, environment: environment)
  }

  var statePath: String { scratch.path("state") }

  /// The states of the overlay's changes of todo `id`, in order.
  func states(of id: Int) throws -> [String] {
    let path = statePath + "/overlay.json"
    guard FileManager.default.fileExists(atPath: path) else { return [] }
    let object = try JSONSerialization.jsonObject(
      with: Data(contentsOf: URL(fileURLWithPath: path)))
    let changes = (object as? [String: Any])?["changes"] as? [[String: Any]] ?? []
    return changes.filter { $0["id"] as? Int == id }.compactMap { $0["state"] as? String }
  }

  @Test(arguments: [SIGINT, SIGTERM, SIGKILL])
  func aToggleKilledMidPatchIsNotPendingForEver(signal: Int32) throws {
    #expect(try todos(["status"]).status == 0)
    #expect(try todos(["refresh"]).status == 0)
    let follower = try Running("todos", ["status", "--follow"], environment: environment)
    defer { follower.child.wait(upTo: 0) }
    #expect(follower.wait { stdout, _ in stdout.contains("4 open · delectus") })
    // The PATCH hangs: the toggle waits for it until it is stopped.
    try server.setFaults("delay=600&method=PATCH")
    let toggle = try Running("todos", ["toggle", "1"], environment: environment)
    #expect(server.waitForRequest("PATCH /todos/1"))
    #expect(follower.wait { stdout, _ in stdout.contains("saving…") })
    toggle.child.send(signal)
    #expect(toggle.child.wait(upTo: 30) != 0)

    // The bar stops saying "saving…" by itself, and says the change was not saved.
    #expect(
      follower.wait { stdout, _ in
        stdout.split(separator: "\n").last?.contains("todo 1 not saved: interrupted") == true
      }, "\(follower.soFar.stdout)")
    #expect(follower.soFar.stdout.split(separator: "\n").last?.contains("saving") == false)
    let status = try todos(["status"])
    #expect(status.stdout.hasPrefix("4 open · delectus aut autem"), "\(status.stdout)")
    #expect(!status.stdout.contains("saving"))
    try server.setFaults("")
    #expect(try todos(["show", "1"]).stdout.contains("status:  open"))
    #expect(try states(of: 1).isEmpty)
    // The owner's file went with the change.
    let left = try FileManager.default.contentsOfDirectory(atPath: statePath)
    #expect(!left.contains { $0.contains(".owner-") }, "\(left)")
    follower.child.send(SIGTERM)
    #expect(follower.child.wait(upTo: 10) == 0)
  }

  /// A's PATCH fails late (2 s, then 500), after B's and C's toggles of the same todo were
  /// accepted: A's rollback leaves them be, and the todo ends as C left it.
  @Test func aLateFailureRollsBackOnlyItsOwnChange() throws {
    try server.setScript(["delay=2&fault=500", "", ""], method: "PATCH")
    let first = try Running("todos", ["toggle", "8"], environment: environment)
    #expect(server.waitForRequest("PATCH /todos/8"))
    let second = try todos(["toggle", "8"])
    #expect(second.status == 0, "\(second.stderr)")
    // A's change (open) shows while it waits: B completes the todo again, C opens it.
    #expect(second.stdout == "  8  [x] quo adipisci enim quam ut ab\n")
    let third = try todos(["toggle", "8"])
    #expect(third.status == 0, "\(third.stderr)")
    #expect(third.stdout == "  8  [ ] quo adipisci enim quam ut ab\n")
    let failed = first.finish(within: 30)
    #expect(failed.status == 69)
    #expect(failed.stderr.hasPrefix("todos: todo 8 stays open: the change was not saved"))
    // C's change is what the service accepted last: it stays, sent.
    #expect(try states(of: 8) == ["sent"])
    #expect(try todos(["show", "8"]).stdout.contains("status:  open"))
    let bodies = try server.changeRequests().compactMap { $0.json?["completed"] as? Bool }
    #expect(bodies == [false, true, false])
  }

  /// Ten presses of the bar's button within a second toggle one todo, not the next one each
  /// time (each press would otherwise name the first open todo, which the last press changed).
  @Test func aFloodOfPressesPressesOnce() throws {
    #expect(try todos(["status"]).status == 0)
    #expect(try todos(["refresh"]).status == 0)
    for _ in 1...10 {
      #expect(try todos(["status", "--press"]).status == 0)
    }
    var block = environment
    block["BLOCK_BUTTON"] = "3"
    _ = try CommandRun.run("todos", ["status", "--format", "i3blocks"], environment: block)
    #expect(try server.changeRequests().map(\.path) == ["/todos/1"])
  }

  @Test(arguments: [".overlay.json.lock", "overlay.json"])
  func aLinkedOverlayIsRefused(name: String) throws {
    try FileManager.default.createDirectory(atPath: statePath, withIntermediateDirectories: true)
    let target = scratch.path("elsewhere")
    try FileManager.default.createSymbolicLink(
      atPath: statePath + "/" + name, withDestinationPath: target)
    let run = try todos(["toggle", "1"])
    #expect(run.status == 74)
    #expect(run.stderr.split(separator: "\n").count == 1)
    #expect(run.stderr.contains("is a symbolic link; refusing to follow it"), "\(run.stderr)")
    // Nothing was made or written through the link, and nothing was sent.
    #expect(!FileManager.default.fileExists(atPath: target))
    #expect(try server.changeRequests().isEmpty)
  }

  @Test func aLinkedGateLockIsRefused() throws {
    try FileManager.default.createDirectory(atPath: statePath, withIntermediateDirectories: true)
    let target = scratch.path("elsewhere")
    try FileManager.default.createSymbolicLink(
      atPath: statePath + "/..intent-gate.json.lock", withDestinationPath: target)
    let run = try todos(["open", "todos://intent/toggle?id=1"])
    #expect(run.status == 74)
    #expect(run.stderr.split(separator: "\n").count == 1)
    #expect(!FileManager.default.fileExists(atPath: target))
    #expect(try server.changeRequests().isEmpty)
  }

  /// A timed-out intent is 75 in every app, as `--help` says.
  @Test func aTimedOutIntentIs75InEveryApp() throws {
    try server.setFaults("delay=5")
    let url = server.url.absoluteString
    for app in [AppUnderTest.todos, .dadjokes, .votes] {
      let command = app.name == "todos" ? ["toggle", "1"] : ["next"]
      let run = try app.run(
        ["--timeout", "0.5"] + command, baseURL: url, scratch: scratch)
      #expect(run.status == 75, "\(app): \(run.stderr)")
      #expect(run.stderr.split(separator: "\n").count == 1, "\(app): \(run.stderr)")
    }
  }
}
