import Foundation
import Testing

/// Every app's intent sent through a service that has been up longer than its `--timeout`
/// runs as it would alone: from the command line, a link, `status --press` and the board's
/// press. A service up for days used to fail every intent at once: it ran a client's intent
/// with a deadline counted from its own start.
@Suite(.serialized) struct ServiceIntentTests {
  /// The service's `--timeout`: short, so that being up longer than it costs the test a
  /// moment, not a long sleep.
  static let serviceTimeout = 0.5

  /// What runs each app's primary intent: its command and its link.
  static func intent(of app: AppUnderTest) -> (command: [String], link: String) {
    switch app.name {
    case "todos": (["toggle", "2"], "todos://intent/toggle?id=3")
    case "dadjokes": (["next"], "dadjokes://intent/next?type=chucknorris")
    default: (["next"], "votes://intent/previous")
    }
  }

  /// A second widget of each app, placed and never loaded: the service's first pass fetches it.
  static func otherWidget(of app: AppUnderTest) -> [String] {
    switch app.name {
    case "todos": ["--family", "large"]
    case "dadjokes": ["--type", "chucknorris"]
    default: ["--family", "small"]
    }
  }

  /// The app's widget placed and loaded, and its service up (with `--http` when asked) for
  /// longer than its timeout, with the id of that widget; `nil` when it never got there (the
  /// test fails).
  ///
  /// No sleep: a second widget is placed and not loaded while the server stalls every answer,
  /// so the service's first pass fetches it and fails by its own timeout; once it logs that
  /// failure, it has been up longer than its timeout, whatever the machine's load.
  static func longRunningService(_ placed: PlacedApp, http: Bool = false) throws
    -> (service: Running, id: String)?
  {
    #expect(try placed.placeAndLoad().status == 0)
    let widgets = try placed.run(["widgets", "--json"])
    let list = try JSONSerialization.jsonObject(with: Data(widgets.stdout.utf8)) as? [[String: Any]]
    guard let id = list?.first?["id"] as? String else { return nil }
    #expect(try placed.run(["status"] + otherWidget(of: placed.app)).status == 0)
    try placed.server.setFaults("delay=30")
    let service = try placed.start(
      ["--timeout", String(serviceTimeout), "service"]
        + (http ? ["--http", "127.0.0.1:0"] : []))
    guard try ServiceTests.wait(for: service, toLog: ": failed (") else {
      service.child.wait(upTo: 0)
      return nil
    }
    try placed.server.setFaults("")
    return (service, id)
  }

  @Test(arguments: AppUnderTest.all.filter { ["todos", "dadjokes", "votes"].contains($0.name) })
  func anIntentThroughAServiceUpLongerThanItsTimeoutRuns(app: AppUnderTest) throws {
    let placed = try PlacedApp(app)
    let (service, _) = try #require(try Self.longRunningService(placed))
    defer {
      service.child.send(SIGTERM)
      service.child.wait(upTo: 10)
    }
    let (command, link) = Self.intent(of: app)

    let run = try placed.run(command)
    #expect(run.status == 0, "\(app) \(command): \(run.stderr)")
    #expect(run.stderr.isEmpty, "\(run.stderr)")
    #expect(!run.stdout.isEmpty)
    let opened = try placed.run(["open", link])
    #expect(opened.status == 0, "\(app) open \(link): \(opened.stderr)")
    let pressed = try placed.run(["status", "--press"])
    #expect(pressed.status == 0)
    #expect(pressed.stderr.isEmpty, "\(app) status --press: \(pressed.stderr)")
    // The service ran all three, each without a failure.
    #expect(
      service.wait { _, stderr in
        stderr.components(separatedBy: " for a client").count - 1 >= 3
      }, "\(service.soFar.stderr)")
    #expect(!service.soFar.stderr.contains("for a client:"), "\(service.soFar.stderr)")
  }

  @Test(arguments: AppUnderTest.all.filter { ["todos", "dadjokes", "votes"].contains($0.name) })
  func theBoardsPressRunsOnAServiceUpLongerThanItsTimeout(app: AppUnderTest) throws {
    let placed = try PlacedApp(app)
    let (service, id) = try #require(try Self.longRunningService(placed, http: true))
    defer {
      service.child.send(SIGTERM)
      service.child.wait(upTo: 10)
    }
    #expect(service.wait { stdout, _ in stdout.contains("\ntoken ") })
    let url = try #require(service.soFar.stdout.split(separator: "\n").first.map(String.init))
    let token = try String(
      contentsOfFile: placed.scratch.path("state") + "/http.token", encoding: .utf8
    ).trimmingCharacters(in: .newlines)
    func press() throws -> Running {
      try Running(
        program: "/usr/bin/curl",
        [
          "-sS", "-o", "/dev/null", "-w", "%{http_code}", "--max-time", "20", "-X", "POST", "-H",
          "Origin: \(url.dropLast())", "-H", "Authorization: Bearer \(token)",
          url + "widgets/\(id)/press",
        ], environment: [:])
    }
    func performed(_ stderr: String) -> Int {
      stderr.components(separatedBy: " for a client").count - 1
    }
    // Two presses of the button at once: one runs, the other comes within the second of it
    // and is refused, however long the first takes.
    let presses = [try press(), try press()]
    let codes = presses.map { $0.finish(within: 30).stdout }.sorted()
    #expect(codes == ["200", "429"], "\(app): \(codes) \(service.soFar.stderr)")
    #expect(service.wait { _, stderr in performed(stderr) == 1 })
    #expect(performed(service.soFar.stderr) == 1, "\(service.soFar.stderr)")
  }

  /// The board shows an intent run through the service, and its button presses what the
  /// widget shows now: after todo 1 was toggled, the press toggles todo 2, not 1 again.
  @Test func theBoardFollowsAnIntentAndPressesWhatItShows() throws {
    let http = try #require(try HTTPService.start(.todos), "the service printed no URL")
    defer { http.service.child.wait(upTo: 0) }
    let stream = try Running(
      program: "/usr/bin/curl", ["-sS", "-N", http.url + "events"], environment: [:])
    defer { stream.child.wait(upTo: 0) }
    #expect(stream.wait { stdout, _ in stdout.contains("4 open · delectus") })
    #expect(try http.placed.run(["toggle", "1"]).status == 0)
    // The overlay is not in the store the service watches: the intent itself updates it.
    #expect(stream.wait { stdout, _ in stdout.contains("3 open · quis ut nam") })
    let pressed = try http.curl(
      "/widgets/\(http.id)/press",
      ["-X", "POST", "-H", "Origin: \(http.origin)", "-H", "Authorization: Bearer \(http.token)"])
    #expect(pressed.status == 200, "\(pressed.body)")
    #expect(try http.placed.server.changeRequests().map(\.path) == ["/todos/1", "/todos/2"])
    http.stop()
  }

  /// A client that names another server is served by that server: the service performs the
  /// intent with the client's base URL, not its own.
  @Test func aClientsBaseURLIsHonoured() throws {
    let placed = try PlacedApp(.todos)
    let (service, _) = try #require(try Self.longRunningService(placed))
    defer {
      service.child.send(SIGTERM)
      service.child.wait(upTo: 10)
    }
    let other = try FixtureServer()
    let byOption = try placed.run(["--base-url", other.url.absoluteString, "toggle", "4"])
    #expect(byOption.status == 0, "\(byOption.stderr)")
    var environment = placed.environment
    environment["TODOS_BASE_URL"] = other.url.absoluteString
    let byVariable = try CommandRun.run("todos", ["toggle", "5"], environment: environment)
    #expect(byVariable.status == 0, "\(byVariable.stderr)")
    #expect(try other.changeRequests().map(\.path) == ["/todos/4", "/todos/5"])
    #expect(try placed.server.changeRequests().isEmpty)
    #expect(
      try ServiceTests.wait(
        for: service, toLog: "performed todos://intent/toggle?id=5 for a client")
    )
  }

  /// A client whose state folder is not the service's (the socket found through
  /// `XDG_RUNTIME_DIR`) performs the intent itself: its overlay is its own.
  @Test func aServiceWithAnotherStateFolderLetsTheClientRunIt() throws {
    let placed = try PlacedApp(.todos)
    let runtime = placed.scratch.path("runtime")
    try FileManager.default.createDirectory(
      atPath: runtime, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    var serviceEnvironment = placed.environment
    serviceEnvironment["TODOS_STATE_DIR"] = nil
    serviceEnvironment["XDG_RUNTIME_DIR"] = runtime
    serviceEnvironment["XDG_STATE_HOME"] = placed.scratch.path("service-state")
    let service = try Running("todos", ["service"], environment: serviceEnvironment)
    defer {
      service.child.send(SIGTERM)
      service.child.wait(upTo: 10)
    }
    #expect(try ServiceTests.wait(for: service, toLog: "refresh asks at \(runtime)/todos/"))
    var client = serviceEnvironment
    client["XDG_STATE_HOME"] = placed.scratch.path("client-state")
    let run = try CommandRun.run("todos", ["--verbose", "toggle", "6"], environment: client)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.contains("the service did not run todos://intent/toggle?id=6"))
    #expect(
      FileManager.default.fileExists(
        atPath: placed.scratch.path("client-state") + "/todos/overlay.json"))
    #expect(
      !FileManager.default.fileExists(
        atPath: placed.scratch.path("service-state") + "/todos/overlay.json"))
  }
}
