import Foundation

/// One app with its own fixture server and scratch folder, for the tests of the Linux-side
/// service: `status`, `widgets`, `refresh` and `service` share the store in the scratch folder.
struct PlacedApp: Sendable {
  let app: AppUnderTest
  let server: FixtureServer
  let scratch: ScratchDirectory
  /// Variables added to every run (a scaled clock, say).
  var extra: [String: String] = [:]

  /// With `logging`, the server's request log is read (``FixtureServer/waitForRequest(_:)``).
  init(_ app: AppUnderTest, extra: [String: String] = [:], logging: Bool = false) throws {
    self.app = app
    self.extra = extra
    server = try FixtureServer(logging: logging)
    scratch = try ScratchDirectory()
  }

  /// The variables of every run.
  var environment: [String: String] {
    app.environment(baseURL: server.url.absoluteString, scratch: scratch, extra: extra)
  }

  /// Runs the app to the end.
  func run(_ arguments: [String], timeout: TimeInterval = 60) throws -> CommandRun {
    try CommandRun.run(app.name, arguments, environment: environment, timeout: timeout)
  }

  /// Starts the app and leaves it running.
  func start(_ arguments: [String]) throws -> Running {
    try Running(app.name, arguments, environment: environment)
  }

  /// How many requests the fixture server has answered for the app's data.
  func requests() throws -> Int {
    try server.requestCounts().total
  }

  /// Places the widget (`status`), starts `service` and waits (at most 30 s) until it answers
  /// on its socket; `nil` when it never says so. The caller stops it.
  func startAnsweringService() throws -> Running? {
    _ = try run(["status"])
    let service = try start(["service"])
    guard try ServiceTests.wait(for: service, toLog: "refresh asks at ") else {
      service.child.wait(upTo: 0)
      return nil
    }
    return service
  }

  /// The service's socket: in the state folder, since the tests set `<APP>_STATE_DIR`.
  var socketPath: String { scratch.path("state") + "/refresh.sock" }

  /// Places the widget (`status`) and loads it (`refresh`), failing the test on an error.
  func placeAndLoad(_ configuration: [String] = []) throws -> CommandRun {
    _ = try run(["status"] + configuration)
    return try run(["refresh"])
  }
}
