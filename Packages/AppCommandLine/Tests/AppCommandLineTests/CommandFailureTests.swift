import AppCommandLineTestSupport
import Foundation
import Networking
import Testing

@testable import AppCommandLine

@Suite struct CommandFailureTests {
  static let url = URL(string: "http://127.0.0.1:9/todos")!

  static let hint = "--base-url or TODOS_BASE_URL"

  /// Each line is the error's own description, then this command line's advice.
  static let cases: [(NetworkError, ExitCode, String)] = [
    (
      .invalidURL("::"), .usage,
      #"invalid URL "::": expected http:// or https:// and a host; give \#(hint) an http(s) URL"#
    ),
    (
      .cannotConnect(url: url, reason: "connection refused"), .unavailable,
      "cannot connect to \(url) (connection refused); check your network, or point \(hint) "
        + "at a reachable server"
    ),
    (
      .timedOut(url: url), .tryAgainLater,
      "timed out waiting for \(url); try again later, or check \(hint)"
    ),
    (
      .rateLimited(url: url, retryAfter: .seconds(90)), .tryAgainLater,
      "HTTP 429 (too many requests) from \(url), asking to wait 90 s; try again after that"
    ),
    (
      .rateLimited(url: url, retryAfter: nil), .tryAgainLater,
      "HTTP 429 (too many requests) from \(url); try again later"
    ),
    (
      .httpStatus(status: 408, url: url, bodyExcerpt: ""), .tryAgainLater,
      "HTTP 408 (request timeout) from \(url); try again later"
    ),
    (
      .httpStatus(status: 404, url: url, bodyExcerpt: "{}"), .notFound,
      "HTTP 404 (not found) from \(url): {}; check the id or \(hint)"
    ),
    (
      .httpStatus(status: 503, url: url, bodyExcerpt: "down"), .unavailable,
      "HTTP 503 (service unavailable) from \(url): down; try again later, or check \(hint)"
    ),
    (
      .decoding(type: "[Todo]", url: url, codingPath: "[0].id", reason: "expected Int"),
      .dataError,
      "cannot decode [Todo] from \(url) at [0].id: expected Int; is \(hint) pointing at the "
        + "right service?"
    ),
    (
      .responseTooLarge(url: url, limit: 8), .dataError,
      "response from \(url) is larger than the 8 bytes limit; is \(hint) pointing at the "
        + "right service?"
    ),
    (.cancelled(url: url), .software, "request to \(url) was cancelled"),
    (
      .badResponse(url: url, reason: "HTTP/0.9"), .unavailable,
      "\(url) sent an answer that is not valid HTTP (HTTP/0.9); check that \(hint) points at "
        + "the service"
    ),
  ]

  @Test(arguments: cases)
  func networkErrorsMapToDocumentedExitCodes(
    _ error: NetworkError, _ code: ExitCode, _ line: String
  ) {
    let failure = CommandFailure(error, baseURLHint: Self.hint)
    #expect(failure.exitCode == code)
    #expect(failure.message == line)
  }

  @Test func connectionFailuresSayWhatToDo() {
    let failure = CommandFailure(
      .cannotConnect(url: Self.url, reason: "refused"), baseURLHint: "--base-url or X_BASE_URL")
    #expect(failure.description.contains("http://127.0.0.1:9/todos"))
    #expect(failure.description.contains("--base-url or X_BASE_URL"))
  }

  @Test func notesAreSanitisedBeforeTheyReachTheTerminal() {
    let output = CapturedConsole()
    output.console.note(
      "bad \u{1B}[2J\u{1B}]0;title\u{07}answer\u{9B}31m from server", app: "todos")
    #expect(output.stderr == "todos: bad answer from server\n")
  }

  /// Leaves quote what they were given as it came; the one sanitiser runs where the line is
  /// written, so nothing of an escape sequence survives (not even the `[2J` after its ESC).
  @Test(arguments: [
    CommandFailure.usage("unknown option '\(ParsedArguments.quoted("--\u{1B}[2J\u{202E}x"))'"),
    CommandFailure(
      .httpStatus(
        status: 500, url: url, bodyExcerpt: "oops\n\u{1B}]8;;http://evil\u{07}link\u{1B}[31m"),
      baseURLHint: "--base-url"),
  ])
  func hostileTextIsSanitisedOnceWhereTheLineIsWritten(_ failure: CommandFailure) {
    let output = CapturedConsole()
    output.console.note(failure.description, app: "todos")
    #expect(failure.description.contains("\u{1B}"))
    #expect(!output.stderr.contains("\u{1B}") && !output.stderr.contains("\u{202E}"))
    #expect(!output.stderr.contains("[2J") && !output.stderr.contains("[31m"))
    #expect(!output.stderr.contains("evil"))
    #expect(output.stderr.hasSuffix("\n") && output.stderr.filter(\.isNewline).count == 1)
  }

  @Test func appMainMapsEveryErrorToOneLine() {
    let environment = AppEnvironment(app: "todos", variables: [:], stdoutIsTerminal: false)
    #expect(
      AppMain.failure(for: CancellationError(), environment: environment).exitCode == .software)
    struct Strange: Error {}
    let failure = AppMain.failure(for: Strange(), environment: environment)
    #expect(failure.exitCode == .software)
    #expect(failure.description.hasPrefix("internal error"))
  }
}

/// A URL's password never reaches a failure line, even before the console redacts it.
@Suite struct CommandFailureUserInfoTests {
  @Test func failureLinesLeaveOutUserInfo() throws {
    let url = try #require(URL(string: "http://ada:hunter2@127.0.0.1:9/todos"))
    let errors: [NetworkError] = [
      .cannotConnect(url: url, reason: "refused"), .timedOut(url: url),
      .httpStatus(status: 408, url: url, bodyExcerpt: ""),
      .httpStatus(status: 500, url: url, bodyExcerpt: "x"), .cancelled(url: url),
    ]
    for error in errors {
      let line = CommandFailure(error, baseURLHint: "--base-url").message
      #expect(!line.contains("hunter2") && !line.contains("ada"), "\(line)")
      #expect(line.contains("127.0.0.1:9"))
    }
  }
}
