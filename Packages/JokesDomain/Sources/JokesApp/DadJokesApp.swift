import AppCommandLine
import Foundation
import JokesDomain
import TextRendering

/// The `dadjokes` app: parses the command line, composes the joke services, the widget and
/// the terminal, runs one command, and maps failures to exit statuses. `Apps/dadjokes` only
/// calls ``main(arguments:environment:console:)``.
public struct DadJokesApp: Sendable {
  let environment: AppEnvironment
  let console: Console
  let arguments: ParsedArguments

  /// Runs the command line `arguments` (without the program name) and returns the exit status.
  ///
  /// - Parameters:
  ///   - arguments: The words after the program name.
  ///   - environment: The process environment and terminal; the real one by default.
  ///   - console: Where output goes; stdout and stderr by default.
  /// - Returns: The exit status: 0, or a `sysexits.h` status named in the help.
  public static func main(
    arguments: [String],
    environment: AppEnvironment = AppEnvironment(app: "dadjokes"),
    console: Console = .standard
  ) async -> Int32 {
    let status = await AppMain.run(
      spec: DadJokesCommandLine.spec, arguments: arguments, console: console,
      environment: environment, mapError: { failure(for: $0, environment: environment) },
      command: { parsed, console in
        try await DadJokesApp(environment: environment, console: console, arguments: parsed)
          .run()
      })
    return status.rawValue
  }

  func run() async throws {
    switch arguments.command {
    case "joke": try await joke()
    case "types": try types()
    case "open": try await open(arguments.positional(0, named: "URL"))
    case "widget": try await widget()
    case "timeline": try await timeline()
    default: throw CommandFailure(.software, "no handler for '\(arguments.command)'")
    }
  }

  /// The `--type` value, or the widget's default type.
  ///
  /// - Throws: ``CommandFailure`` (usage) listing the types when the value is not one.
  func jokeType() throws -> JokeType {
    try arguments.value("type").map(Self.jokeType(_:)) ?? .widgetDefault
  }

  /// A joke type typed by a person.
  ///
  /// - Throws: ``CommandFailure`` (usage) listing the identifiers.
  static func jokeType(_ text: String) throws -> JokeType {
    do {
      return try JokeType.parse(text)
    } catch {
      throw CommandFailure.usage(
        "unknown joke type '\(Sanitizer.sanitize(text).prefix(40))'; use one of: "
          + "\(JokeType.identifiers) (`dadjokes types` lists them)")
    }
  }
}
