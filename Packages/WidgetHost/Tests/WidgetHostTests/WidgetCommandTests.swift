import Testing

@testable import AppCommandLine
@testable import WidgetHost

/// The `widget` command is decoded once: its mode, reload, frame and output, and the request
/// its widgets are built from. `--watch` needs a terminal on stdout; `--preview` draws once
/// anywhere.
@Suite struct WidgetCommandTests {
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

  /// The command `flags` make, on a terminal or not; its output is asked for once.
  static func decode(_ flags: [String], terminal: Bool = true) throws -> WidgetCommand {
    let environment = AppEnvironment(app: "todos", variables: [:], stdoutIsTerminal: terminal)
    var arguments = ParsedArguments(command: "widget")
    for flag in flags { arguments.options[flag] = [""] }
    let request = AppRequest(
      options: arguments.optionValues, environment: environment,
      network: try RequestSettings(options: arguments.optionValues, environment: environment))
    return try WidgetCommand(arguments: arguments, request: request) { watched in
      watched ? .ansi(.trueColor) : .plain
    }
  }

  @Test(arguments: cases)
  func watchIntoAnythingButATerminalIsAUsageError(_ testCase: Case) {
    do {
      _ = try Self.decode(testCase.flags, terminal: testCase.terminal)
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

  @Test func aWatchedWidgetTimesEachRequestAlone() throws {
    let command = try Self.decode(["watch", "reload", "no-frame"])
    #expect(command.mode == .watch)
    #expect(command.forceReload)
    #expect(!command.frame)
    #expect(command.output == .ansi(.trueColor))
    #expect(command.request.network.timesEachRequestAlone)
    #expect(!command.request.isPreview)
  }

  @Test func aPreviewWinsOverWatchAndIsNeverStored() throws {
    let command = try Self.decode(["watch", "preview"], terminal: false)
    #expect(command.mode == .preview)
    #expect(command.request.isPreview)
    #expect(!command.request.network.timesEachRequestAlone)
    #expect(command.output == .plain)
  }

  @Test func onceHasOneDeadlineForTheWholeCommand() throws {
    let command = try Self.decode([])
    #expect(command.mode == .once)
    #expect(command.frame && !command.forceReload && !command.verbose)
    #expect(!command.request.network.timesEachRequestAlone)
    #expect(!command.request.isPreview)
  }
}
