import AppCommandLine
import Foundation
import JokesDomain
import Networking
import NetworkingTestSupport
import Testing
import WidgetHost

@testable import JokesApp

/// How service failures reach the user: one line on stderr, naming the service and what to
/// try, and the exit status of DESIGN.md.
@Suite struct FailureTests {
  let app: AppHarness

  init() throws {
    app = try AppHarness()
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let response: ScriptedResponse
    let status: Int32
    let message: String
    /// The `--timeout`: room for the retries' backoff (up to 0.75 s between three attempts)
    /// on a busy machine, unless the case is about timing out.
    var timeout = "5"
    var testDescription: String { name }
  }

  @Test(arguments: [
    Case(
      name: "server errors after retries", response: .status(503), status: 69,
      message: "HTTP 503 (service unavailable) from http://127.0.0.1:"),
    Case(
      name: "rate limited with Retry-After",
      response: .status(429, headers: [("Retry-After", "0")]),
      status: 75, message: "icanhazdadjoke.com is limiting requests (HTTP 429); try again later"),
    Case(
      name: "not JSON", response: .text("<html>down for maintenance</html>"), status: 65,
      message: "icanhazdadjoke.com sent an answer that is not a joke (not JSON)"),
    Case(
      name: "an error in the body", response: .json(#"{"status":500,"message":"oops"}"#),
      status: 69, message: "icanhazdadjoke.com answered with an error: status 500 (oops)"),
    Case(
      name: "too slow", response: ScriptedResponse.json("{}").delayed(by: .seconds(3)),
      status: 75, message: "timed out waiting for http://127.0.0.1:", timeout: "0.5"),
  ])
  func aFailingServiceGivesOneLineAndItsStatus(_ sample: Case) async {
    app.server.route("/", sample.response)
    let run = await app.run(["--timeout", sample.timeout, "joke"])
    #expect(run.status == sample.status)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.hasPrefix("dadjokes: "))
    #expect(run.stderr.contains(sample.message))
    #expect(run.stderr.split(separator: "\n").count == 1)
    #expect(run.stderr.contains("--source tutorial"))
  }

  @Test func aDeadServiceExits69AndSaysHowToPointElsewhere() async throws {
    let dead = try DeadPort()
    defer { dead.close() }
    let url = dead.baseURL
    let run = await app.run(["joke", "--type", "chucknorris"], baseURL: url)
    #expect(run.status == 69)
    #expect(run.stderr.hasPrefix("dadjokes: cannot connect to \(url.absoluteString)"))
    #expect(run.stderr.contains("--base-url or DADJOKES_BASE_URL"))
  }

  @Test(arguments: [
    (["--base-url", "ftp://x", "joke"], "--base-url must be an http(s) URL"),
    (["--source", "moon", "joke"], "--source must be one of living, tutorial"),
    (["--timeout", "0", "joke"], "--timeout takes seconds"),
    (["widget", "--family", "large"], "this widget comes in medium"),
    (["widget", "--family", "small"], "this widget comes in medium"),
  ])
  func badOptionsAreUsageErrors(_ arguments: [String], _ message: String) async {
    let run = await app.run(arguments)
    #expect(run.status == 64)
    #expect(run.stderr.contains(message))
    #expect(app.requestCount == 0)
  }

  @Test func aBadPerServiceURLNamesItsVariable() async {
    let run = await app.run(["joke"], variables: ["DADJOKES_JOKEAPI_BASE_URL": "nowhere"])
    #expect(run.status == 64)
    #expect(run.stderr.contains("DADJOKES_JOKEAPI_BASE_URL must be an http(s) URL"))
  }

  static let url = URL(string: "http://127.0.0.1:1/")!

  @Test(arguments: [
    (JokeError.unknownType("x"), ExitCode.usage),
    (.unsupportedType(.yoMama, source: .jokeapi), .usage),
    (.notFound(source: .icanhazdadjoke, id: "x"), .notFound),
    (.unknownCategory(source: .chucknorris, category: "x"), .notFound),
    (.malformed(source: .jokeapi, reason: "x"), .dataError),
    (.rateLimited(source: .jokeapi, retryAfter: .seconds(3)), .tryAgainLater),
    (.sourceError(source: .tutorial, message: "x"), .unavailable),
    (.network(source: .tutorial, .cannotConnect(url: url, reason: "refused")), .unavailable),
    (.network(source: .tutorial, .timedOut(url: url)), .tryAgainLater),
    (
      .network(source: .tutorial, .httpStatus(status: 502, url: url, bodyExcerpt: "")),
      .unavailable
    ),
    (
      .network(source: .tutorial, .httpStatus(status: 408, url: url, bodyExcerpt: "")),
      .tryAgainLater
    ),
    (
      .network(source: .tutorial, .httpStatus(status: 404, url: url, bodyExcerpt: "")),
      .notFound
    ),
    (.network(source: .tutorial, .invalidURL("x")), .usage),
    (.network(source: .tutorial, .cancelled(url: url)), .software),
  ])
  func everyJokeErrorHasItsStatus(_ error: JokeError, _ code: ExitCode) {
    let environment = AppEnvironment(app: "dadjokes", variables: [:])
    let failure = AppMain.failure(
      for: error, environment: environment,
      mapError: { DadJokesCommandLine.failure(for: $0, environment: environment) })
    #expect(failure.exitCode == code)
    // A transport failure reads as in every app; the jokes domain's own in its words.
    let line =
      error.networkError.map { CommandFailure($0, baseURLHint: environment.baseURLHint).message }
      ?? error.description
    #expect(failure.message.hasPrefix(line))
  }
}
