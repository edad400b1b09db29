import Foundation
import Testing

/// The built `todos widget` and `todos timeline` against `fixture-server` on loopback.
@Suite(.serialized) struct TodosWidgetTests {
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
      "WIDGETS_CLOCK_START": "2026-11-22T14:00:00Z",
      "TZ": "UTC",
    ]
    environment.merge(extra) { _, new in new }
    return try CommandRun.run("todos", arguments, environment: environment)
  }

  @Test func theSecondDrawMakesNoRequest() throws {
    let first = try todos(["widget"])
    #expect(first.status == 0)
    #expect(first.stdout.contains("delectus aut autem"))
    #expect(try server.requestCounts().total == 1)
    let second = try todos(["widget"])
    #expect(second.status == 0)
    #expect(second.stdout == first.stdout)
    #expect(try server.requestCounts().total == 1)
    let forced = try todos(["widget", "--reload"])
    #expect(forced.status == 0)
    #expect(try server.requestCounts().total == 2)
  }

  @Test func largeFamilyFillsItsRowsWithLinkedTodos() throws {
    let run = try todos(["widget", "--family", "large", "--color", "always"])
    #expect(run.status == 0)
    for id in 1...9 { #expect(run.stdout.contains("todos://todo/\(id)")) }
    #expect(!run.stdout.contains("todos://todo/10"))
    #expect(run.stdout.contains("Sun, Nov 22"))
  }

  @Test func previewDrawsThePlaceholderWithoutNetwork() throws {
    let run = try todos(["widget", "--preview"])
    #expect(run.status == 0)
    #expect(run.stdout.contains("Placeholder todo"))
    #expect(try server.requestCounts().total == 0)
  }

  @Test func aDeadServiceStillDrawsAndSaysWhy() throws {
    let dead = try FixtureServer()
    dead.stop()
    let run = try todos(["widget"], baseURL: dead.url)
    #expect(run.status == 0)
    #expect(run.stdout.contains("Placeholder todo"))
    #expect(!run.stdout.contains("couldn't load"))  // stdout is the widget alone
    #expect(run.stderr.contains("showing the placeholder"))
    #expect(run.stderr.contains("cannot connect"))
    #expect(run.stderr.contains("retrying at"))
  }

  @Test func aTimelineFromOneServerIsNeverDrawnForAnother() throws {
    let dead = try FixtureServer()
    dead.stop()
    let offline = try todos(["widget"], baseURL: dead.url)
    #expect(offline.stdout.contains("Placeholder todo"))
    let online = try todos(["widget"])
    #expect(online.status == 0)
    #expect(online.stdout.contains("delectus aut autem"))
    #expect(try server.requestCounts().total == 1)
  }

  @Test func theStoredTimelineOutlivesTheService() throws {
    #expect(try todos(["widget"]).status == 0)
    try server.setFaults("fault=reset")
    let offline = try todos(["widget", "--reload"])
    #expect(offline.status == 0)
    #expect(offline.stdout.contains("delectus aut autem"))
    #expect(offline.stderr.contains("showing the last stored timeline"))
  }

  @Test func timelineJSONHasTheDocumentedShape() throws {
    let run = try todos(["timeline", "--json"])
    #expect(run.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let entries = try #require(object["entries"] as? [[String: Any]])
    #expect(entries.count == 1)
    // The large family's todos, as many as its picture lists.
    #expect((entries[0]["todos"] as? [Any])?.count == 11)
    let formatter = ISO8601DateFormatter()
    let date = try #require((entries[0]["date"] as? String).flatMap(formatter.date(from:)))
    let reload = try #require(object["reload"] as? [String: Any])
    #expect(reload["policy"] as? String == "after")
    let reloadDate = try #require((reload["date"] as? String).flatMap(formatter.date(from:)))
    #expect(reloadDate.timeIntervalSince(date) == 30 * 60)
  }

  @Test func timelineTextSaysWhenItReloads() throws {
    let run = try todos(["timeline"])
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("entry 1 of 1 at 2026-11-22 14:00"))
    #expect(run.stdout.contains("reload at 2026-11-22 14:30"))
  }

  @Test func watchRedrawsAsTheClockRunsAndStopsCleanlyOnSIGTERM() throws {
    // An hour a second: the 30-minute timeline reloads twice in about a second; SIGTERM once
    // it has.
    let run = try CommandRun.runUntil(
      "todos", ["widget", "--watch", "--verbose"],
      environment: [
        "TODOS_BASE_URL": server.url.absoluteString,
        "TODOS_STATE_DIR": scratch.path("state"), "TODOS_CACHE_DIR": scratch.path("cache"),
        "WIDGETS_CLOCK_START": "2026-11-22T14:00:00Z", "WIDGETS_CLOCK_SPEED": "3600", "TZ": "UTC",
      ], terminal: try PseudoTerminal()
    ) { stdout, stderr in
      let requests = try server.requestCounts().byPath["/todos"] ?? 0
      return frames(stdout) >= 3 && stderr.contains("reload: policy after") && requests >= 2
    }
    #expect(run.status == 0)
    #expect(frames(run.stdout) >= 3)
    #expect(run.stderr.contains("reload: policy after"))
    #expect(try server.requestCounts().byPath["/todos"] ?? 0 >= 2)
  }
}
