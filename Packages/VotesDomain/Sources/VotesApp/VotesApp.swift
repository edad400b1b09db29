import AppCommandLine
import Foundation
import TextRendering
import Timelines
import VotesDomain

/// The `votes` app: parses the command line, composes the vote source, the widget and the
/// terminal, runs one command, and maps failures to exit statuses. `Apps/votes` only calls
/// ``main(arguments:environment:console:)``.
public struct VotesApp: Sendable {
  let environment: AppEnvironment
  let console: Console
  let arguments: ParsedArguments

  /// Runs the command line `arguments` (without the program name) and returns the exit status.
  public static func main(
    arguments: [String],
    environment: AppEnvironment = AppEnvironment(app: "votes"),
    console: Console = .standard
  ) async -> Int32 {
    let status = await AppMain.run(
      spec: VotesCommandLine.spec, arguments: arguments, console: console,
      environment: environment, mapError: { failure(for: $0, environment: environment) },
      command: { parsed, console in
        try await VotesApp(environment: environment, console: console, arguments: parsed).run()
      })
    return status.rawValue
  }

  func run() async throws {
    switch arguments.command {
    case "list": try await list()
    case "show": try await show(VoteReference(parsing: arguments.positional(0, named: "VOTE")))
    case "open": try await open(arguments.positional(0, named: "URL"))
    case "widget": try await widget()
    case "timeline": try await timeline()
    default: throw CommandFailure(.software, "no handler for '\(arguments.command)'")
    }
  }
}
