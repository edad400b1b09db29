import AppCommandLineTestSupport
import Foundation
import NetworkingTestSupport

@testable import JokesApp

/// The `dadjokes` app run in-process against a loopback server that plays all four joke
/// services, with its own state and cache folders and its output captured.
final class AppHarness: Sendable {
  let server: LoopbackHTTPServer
  let app: InProcessApp<DadJokesCommandLine>

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
    app = try InProcessApp(variables: ["WIDGETS_CLOCK_START": "2026-11-22T14:00:00Z"])
  }

  deinit {
    server.stop()
  }

  /// Runs `dadjokes` with `arguments` against the server, or `baseURL` when given.
  func run(
    _ arguments: [String], baseURL: URL? = nil, variables: [String: String] = [:]
  ) async -> AppRun {
    var environment = ["DADJOKES_BASE_URL": (baseURL ?? server.baseURL).absoluteString]
    environment.merge(variables) { _, new in new }
    return await app.run(arguments, variables: environment)
  }

  /// How many requests reached the server.
  var requestCount: Int { server.requests.count }
}
