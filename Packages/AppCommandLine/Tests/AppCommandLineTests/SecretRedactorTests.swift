import AppCommandLineTestSupport
import Foundation
import Networking
import Testing
import Timelines

@testable import AppCommandLine

/// Secrets never reach a terminal or a file: the key a hostile server echoes back, the
/// password in a base URL, whatever line they turn up in.
@Suite struct SecretRedactorTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var text: String
    var expected: String
    var testDescription: String { name }
  }

  static let redactor = SecretRedactor(secrets: ["k3y-VALUE-42", "hunter2", "ab"])

  static let cases: [Case] = [
    Case(
      name: "an echoed key", text: "HTTP 500: invalid key k3y-VALUE-42 for you",
      expected: "HTTP 500: invalid key [redacted] for you"),
    Case(
      name: "a URL's user info", text: "cannot connect to http://ada:hunter2@host:8080/todos",
      expected: "cannot connect to http://host:8080/todos"),
    Case(
      name: "user info of an unknown password",
      text: "see https://bob:pw@example.com?x=1 and ftp://u@h/",
      expected: "see https://example.com?x=1 and ftp://h/"),
    Case(
      name: "a percent-encoded password", text: "x=k3y%2DVALUE%2D42",
      expected: "x=[redacted]"),
    Case(name: "short secrets are not searched", text: "about abc", expected: "about abc"),
    Case(
      name: "an @ outside a URL", text: "mail ada@example.com", expected: "mail ada@example.com"),
    Case(
      name: "nothing to hide", text: "todos: no todo with id 9",
      expected: "todos: no todo with id 9"),
  ]

  @Test(arguments: cases)
  func redacts(_ testCase: Case) {
    #expect(Self.redactor.redact(testCase.text) == testCase.expected)
  }

  @Test func resultsKeepTheirURLsButLoseSecrets() {
    #expect(
      Self.redactor.redactSecrets("link ftp://u@h/ and hunter2")
        == "link ftp://u@h/ and [redacted]")
  }

  @Test func theEnvironmentNamesItsSecrets() {
    let environment = AppEnvironment(
      app: "votes",
      variables: [
        "CONGRESS_API_KEY": " s3cr3t-key ", "VOTES_BASE_URL": "http://u:p%40ss@127.0.0.1:1",
        "HOME": "/home/ada",
      ],
      stdoutIsTerminal: false)
    let redactor = environment.redactor(arguments: ["--base-url", "http://me:topsecret@h/", "list"])
    let line = redactor.redact("s3cr3t-key p@ss p%40ss topsecret /home/ada")
    #expect(line == "[redacted] [redacted] [redacted] [redacted] /home/ada")
  }

  /// What a command writes passes through the redactor AppMain installs, on both streams.
  @Test func appMainRedactsEverythingACommandWrites() async {
    let output = CapturedConsole()
    let environment = AppEnvironment(
      app: "todos", variables: ["TODOS_API_KEY": "very-secret-key"], stdoutIsTerminal: false)
    let status = await AppMain.run(
      spec: SampleApp.spec, arguments: ["--base-url", "http://u:pa55word@h/", "list"],
      console: output.console, environment: environment
    ) { _, console in
      console.print("result with very-secret-key and pa55word")
      throw CommandFailure(.unavailable, "HTTP 500 from http://u:pa55word@h/: very-secret-key")
    }
    #expect(status == .unavailable)
    #expect(output.stdout == "result with [redacted] and [redacted]\n")
    #expect(output.stderr == "todos: HTTP 500 from http://h/: [redacted]\n")
  }

  /// A control character a server slips into the middle of an echoed key cannot smuggle it out.
  @Test func aKeySplitByControlCharactersIsStillRedacted() {
    let output = CapturedConsole()
    let console = output.console.redacting(SecretRedactor(secrets: ["hunter2"]))
    console.note("bad key hun\u{07}ter2", app: "votes")
    #expect(output.stderr == "votes: bad key [redacted]\n")
  }

  /// A widget's failure line is kept in its state file: it is redacted, and a 429's wait
  /// becomes the scheduler's earliest retry.
  /// The app's wording of a failed reload reaches the note, bounded like the default one, since
  /// the note is stored in the widget's state.
  @Test func reloadFailureNotesUseTheAppsWordingBounded() {
    let console = CapturedConsole().console.wordingFailures { _ in
      "worded: " + String(repeating: "x", count: 500)
    }
    let note = console.reloadFailureNote(for: CancellationError())
    #expect(note.message.hasPrefix("worded: xxx"))
    #expect(note.message.count == 200 && note.message.hasSuffix("…"))
  }

  @Test func reloadFailureNotesAreRedactedAndCarryTheServicesWait() throws {
    let console = Console(out: { _ in }, err: { _ in })
      .redacting(SecretRedactor(secrets: ["hunter2"]))
    let url = try #require(URL(string: "http://ada:hunter2@127.0.0.1:1/todos"))
    let limited = console.reloadFailureNote(
      for: NetworkError.rateLimited(url: url, retryAfter: .seconds(86_400)))
    #expect(limited.serviceRetryAfter == 86_400)
    #expect(!limited.message.contains("hunter2"))
    #expect(!limited.message.contains("ada"))
    let echoed = console.reloadFailureNote(
      for: NetworkError.httpStatus(status: 500, url: url, bodyExcerpt: "bad key hunter2"))
    #expect(echoed.serviceRetryAfter == nil)
    #expect(!echoed.message.contains("hunter2"))
  }
}
