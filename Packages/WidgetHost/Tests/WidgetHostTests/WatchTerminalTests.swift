import Testing

@testable import AppCommandLine
@testable import WidgetHost

/// `widget --watch` needs a terminal on stdout; `--preview` draws once anywhere.
@Suite struct WatchTerminalTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var flags: [String]
    var terminal: Bool
    var refused: Bool
    var testDescription: String { "\(flags.joined(separator: " ")), terminal: \(terminal)" }
  }

  static let cases = [
    Case(flags: ["watch"], terminal: false, refused: true),
    Case(flags: ["watch"], terminal: true, refused: false),
    Case(flags: ["watch", "preview"], terminal: false, refused: false),
    Case(flags: [], terminal: false, refused: false),
  ]

  @Test(arguments: cases)
  func watchIntoAnythingButATerminalIsAUsageError(_ testCase: Case) {
    let environment = AppEnvironment(
      app: "todos", variables: [:], stdoutIsTerminal: testCase.terminal)
    var arguments = ParsedArguments(command: "widget")
    for flag in testCase.flags { arguments.options[flag] = [""] }
    do {
      try environment.requireTerminalToWatch(arguments)
      #expect(!testCase.refused)
    } catch let failure as CommandFailure {
      #expect(testCase.refused)
      #expect(failure.exitCode == .usage)
      #expect(
        failure.message
          == "--watch needs a terminal on standard output; for a bar or a script, use "
          + "`todos status --follow`")
    } catch {
      Issue.record("unexpected \(error)")
    }
  }
}
