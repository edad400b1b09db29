import AppCommandLine
import Foundation
import NetworkingTestSupport

@testable import JokesApp

/// The `dadjokes` app run in-process against a loopback server that plays all four joke
/// services, with its own state and cache folders and its output captured.
final class AppHarness: Sendable {
  let server: LoopbackHTTPServer
  let scratch: URL

  /// One answer per service, in its real format, on the path it is asked on.
  static let answers: [String: String] = [
    "/": #"{"id":"R7UfaahVfFd","joke":"My dog used to chase people on a bike a lot."#
      + #" It got so bad I had to take his bike away.","status":200}"#,
    "/jokes/random": #"{"categories":[],"created_at":"2020-01-05 13:42:19.576875","#
      + #""icon_url":"https://api.chucknorris.io/img/avatar/chuck-norris.png","id":"abc","#
      + #""updated_at":"2020-01-05 13:42:19.576875","url":"https://api.chucknorris.io/jokes/abc","#
      + #""value":"Chuck Norris counted to infinity. Twice."}"#,
    "/joke/Any": #"{"error":false,"category":"Programming","type":"twopart","#
      + #""setup":"Why do programmers prefer dark mode?","delivery":"Because light attracts bugs.","#
      + #""id":232,"safe":true,"lang":"en"}"#,
    "/retrieveJokes.php": #"{"status":200,"response":"success","#
      + #""joke":"Yo mama is so old, her birth certificate says expired.","type":"Yo Mama Joke"}"#,
  ]

  init() throws {
    server = try LoopbackHTTPServer()
    for (path, body) in Self.answers { server.route(path, .json(body)) }
    scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("jokesapp-\(UUID().uuidString)", isDirectory: true)
  }

  deinit {
    server.stop()
    try? FileManager.default.removeItem(at: scratch)
  }

  /// What one run did.
  struct Run: Sendable {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// Runs `dadjokes` with `arguments` against the server, or `baseURL` when given.
  func run(
    _ arguments: [String], baseURL: URL? = nil, variables: [String: String] = [:]
  ) async -> Run {
    var environment = [
      "DADJOKES_BASE_URL": (baseURL ?? server.baseURL).absoluteString,
      "DADJOKES_STATE_DIR": scratch.appendingPathComponent("state").path,
      "DADJOKES_CACHE_DIR": scratch.appendingPathComponent("cache").path,
      "WIDGETS_CLOCK_START": "2026-11-22T14:00:00Z",
    ]
    environment.merge(variables) { _, new in new }
    let output = Captured()
    let status = await DadJokesApp.main(
      arguments: arguments,
      environment: AppEnvironment(app: "dadjokes", variables: environment, stdoutIsTerminal: false),
      console: output.console)
    return Run(status: status, stdout: output.stdout, stderr: output.stderr)
  }

  /// How many requests reached the server.
  var requestCount: Int { server.requests.count }
}

/// Collects what a run writes; `@unchecked` is safe: every access holds the lock.
final class Captured: @unchecked Sendable {
  private let lock = NSLock()
  private var out = ""
  private var err = ""

  var stdout: String { lock.withLock { out } }
  var stderr: String { lock.withLock { err } }

  var console: Console {
    Console(
      out: { text in self.lock.withLock { self.out += text } },
      err: { text in self.lock.withLock { self.err += text } })
  }
}
