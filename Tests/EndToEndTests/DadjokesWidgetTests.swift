import Foundation
import Testing

/// The built `dadjokes widget` and `dadjokes timeline` against `fixture-server` on loopback.
@Suite(.serialized) struct DadjokesWidgetTests {
  let server: FixtureServer
  let scratch: ScratchDirectory

  init() throws {
    server = try FixtureServer()
    scratch = try ScratchDirectory()
  }

  var environment: [String: String] {
    [
      "DADJOKES_BASE_URL": server.url.absoluteString,
      "DADJOKES_STATE_DIR": scratch.path("state"),
      "DADJOKES_CACHE_DIR": scratch.path("cache"),
      "WIDGETS_CLOCK_START": "2026-11-22T14:00:00Z",
      "TZ": "UTC",
    ]
  }

  func dadjokes(_ arguments: [String], baseURL: URL? = nil) throws -> CommandRun {
    var environment = self.environment
    if let baseURL { environment["DADJOKES_BASE_URL"] = baseURL.absoluteString }
    return try CommandRun.run("dadjokes", arguments, environment: environment)
  }

  @Test func theMediumWidgetDrawsOnceThenFromTheStore() throws {
    let first = try dadjokes(["widget"])
    #expect(first.status == 0)
    #expect(
      first.stdout == """
        ╭───────────────────────────────────────────╮
        │    .-~~~-.    │ DAD JOKE           [next] │
        │   /       \\   │ My dog used to chase      │
        │  |  -   -  |  │ people on a bike a lot.   │
        │  | (o)-(o) |  │ It got so bad I had to    │
        │  |    J    |  │ take his bike away.       │
        │  |  {===}  |  │                           │
        │   \\  ---  /   │                           │
        │   _`-...-'_   │                           │
        ╰───────────────────────────────────────────╯

        """)
    #expect(try server.requestCounts().total == 1)
    let second = try dadjokes(["widget", "--type", "dad"])
    #expect(second.stdout == first.stdout)
    #expect(try server.requestCounts().total == 1)
    let forced = try dadjokes(["widget", "--reload"])
    #expect(forced.stdout != first.stdout)
    #expect(try server.requestCounts().total == 2)
  }

  @Test func aStackKeepsOneTimelinePerTypeAndShowsDots() throws {
    let run = try dadjokes(["widget", "--type", "dad", "--type", "chucknorris"])
    #expect(run.status == 0)
    #expect(run.stdout.contains("│ DAD JOKE"))
    #expect(run.stdout.hasSuffix("                     ● ○                     \n"))
    let counts = try server.requestCounts().byPath
    #expect(counts["/"] == 1 && counts["/jokes/random"] == 1)
    let single = try dadjokes(["widget", "--type", "chucknorris"])
    #expect(single.stdout.contains("│ The lord giveth and Chuck │"))
    #expect(try server.requestCounts().total == 2)  // drawn from the stack's stored timeline
    let files = try FileManager.default.contentsOfDirectory(atPath: scratch.path("state"))
    #expect(files.filter { $0.hasSuffix(".json") }.count == 2)
  }

  @Test func theWidgetLinksToItsType() throws {
    let run = try dadjokes(["widget", "--type", "yomama", "--color", "always"])
    #expect(run.stdout.contains("\u{1B}]8;"))
    #expect(run.stdout.contains("dadjokes://joke?type=yomama"))
  }

  @Test(arguments: ["small", "large", "extraLarge"])
  func onlyTheMediumFamilyExists(_ family: String) throws {
    let run = try dadjokes(["widget", "--family", family])
    #expect(run.status == 64)
    #expect(run.stderr.contains("comes in medium;"))
    #expect(try server.requestCounts().total == 0)
  }

  @Test func previewDrawsThePlaceholderWithoutNetwork() throws {
    let run = try dadjokes(["widget", "--preview", "--type", "random", "--type", "yomama"])
    #expect(run.status == 0)
    #expect(run.stdout.contains("What did the ocean say to"))
    #expect(run.stdout.contains("● ○"))
    #expect(try server.requestCounts().total == 0)
  }

  @Test func aDeadServiceStillDrawsAndSaysWhy() throws {
    let dead = try FixtureServer()
    dead.stop()
    let run = try dadjokes(["widget", "--type", "chucknorris"], baseURL: dead.url)
    #expect(run.status == 0)
    #expect(run.stdout.contains("What did the ocean say to"))
    #expect(!run.stdout.contains("couldn't load"))  // stdout is the widget alone
    #expect(run.stderr.contains("cannot connect to \(dead.url.absoluteString)/jokes/random"))
    #expect(run.stderr.contains("retrying at 14:05; showing the placeholder"))
  }

  @Test func aRateLimitedReloadKeepsTheStoredJoke() throws {
    #expect(try dadjokes(["widget", "--type", "random"]).status == 0)
    try server.setFaults("fault=429")
    let run = try dadjokes(["widget", "--type", "random", "--reload"])
    #expect(run.status == 0)
    #expect(run.stdout.contains("│ Schrödinger's cat walks   │"))
    #expect(run.stderr.contains("showing the last stored timeline"))
    #expect(run.stderr.contains("v2.jokeapi.dev is limiting requests (HTTP 429)"))
  }

  @Test func timelineJSONHasTheDocumentedShape() throws {
    let run = try dadjokes(["timeline", "--type", "chucknorris", "--json"])
    #expect(run.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let entries = try #require(object["entries"] as? [[String: Any]])
    #expect(entries.count == 1)
    #expect(entries[0]["date"] as? String == "2026-11-22T14:00:00Z")
    let joke = try #require(entries[0]["joke"] as? [String: Any])
    #expect(joke["type"] as? String == "chucknorris")
    #expect(joke["text"] as? String == "The lord giveth and Chuck Norris taketh away")
    let reload = try #require(object["reload"] as? [String: Any])
    #expect(reload["policy"] as? String == "after")
    #expect(reload["date"] as? String == "2026-11-22T14:30:00Z")
  }

  @Test func timelineTextSaysWhenItReloads() throws {
    let run = try dadjokes(["timeline"])
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("entry 1 of 1 at 2026-11-22 14:00\n  My dog used to chase"))
    #expect(
      run.stdout.hasSuffix("reload at 2026-11-22 14:30 (policy: after that date, or later)\n"))
  }

  @Test func aStackWatchRedrawsAsItsTimelinesReloadAndStopsCleanly() throws {
    // An hour a second: each 30-minute timeline reloads twice in about a second, and each new
    // joke brings its widget to the top of the stack; SIGTERM once both have.
    var environment = self.environment
    environment["WIDGETS_CLOCK_SPEED"] = "3600"
    let run = try CommandRun.runUntil(
      "dadjokes", ["widget", "--type", "dad", "--type", "chucknorris", "--watch", "--verbose"],
      environment: environment, terminal: try PseudoTerminal()
    ) { stdout, stderr in
      let counts = try server.requestCounts().byPath
      return frames(stdout) >= 3 && stdout.contains("○ ●")
        && stderr.contains("dadjokes: chucknorris: reload: policy after")
        && counts["/"] ?? 0 >= 2 && counts["/jokes/random"] ?? 0 >= 2
    }
    #expect(run.status == 0)
    #expect(frames(run.stdout) >= 3)
    #expect(run.stdout.contains("│ DAD JOKE") && run.stdout.contains("│ CHUCK NORRIS"))
    #expect(run.stdout.contains("● ○") && run.stdout.contains("○ ●"))
    #expect(run.stderr.contains("dadjokes: chucknorris: reload: policy after"))
    let counts = try server.requestCounts().byPath
    #expect(counts["/"] ?? 0 >= 2 && counts["/jokes/random"] ?? 0 >= 2)
  }
}
