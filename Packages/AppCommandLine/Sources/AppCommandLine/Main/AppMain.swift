import DeepLinks
import Foundation
import Networking

/// The few lines every app's `main` shares: parse the command line, run the command, and turn
/// whatever it throws into one line on stderr and a documented exit status.
public enum AppMain {
  /// Runs an app and returns its exit status.
  ///
  /// - Parameters:
  ///   - spec: the app's commands and options.
  ///   - arguments: the words after the program name.
  ///   - console: where output goes.
  ///   - environment: the app's environment, for the base-URL hint in error messages.
  ///   - mapError: the app's own errors (a domain's not-found, say) as failures; `nil` for
  ///     errors the shared mapping knows.
  ///   - command: runs a parsed command, writing to the console it is given: `console` with
  ///     the run's secrets redacted (see ``AppEnvironment/redactor(arguments:)``).
  public static func run(
    spec: AppSpec,
    arguments: [String],
    console: Console = .standard,
    environment: AppEnvironment,
    mapError: @escaping @Sendable (any Error) -> CommandFailure? = { _ in nil },
    command: (ParsedArguments, Console) async throws -> Void
  ) async -> ExitCode {
    let console = console.redacting(environment.redactor(arguments: arguments))
      .wordingFailures { failure(for: $0, environment: environment, mapError: mapError).message }
    do {
      switch try CommandLineParser(app: spec).parse(arguments) {
      case .help(let text):
        console.write(text)
      case .version(let text):
        console.print(text)
      case .run(let parsed):
        try await command(parsed, console)
      }
      return .success
    } catch {
      let failure = failure(for: error, environment: environment, mapError: mapError)
      console.note(failure.description, app: spec.name)
      return failure.exitCode
    }
  }

  /// The failure a user reads for an error: the app's own words first (`mapError`), then a
  /// transport failure worded by ``CommandFailure/init(_:baseURLHint:)`` whichever domain it
  /// came through, then a domain's own line with the exit status of its kind.
  public static func failure(
    for error: any Error,
    environment: AppEnvironment,
    mapError: (any Error) -> CommandFailure? = { _ in nil }
  ) -> CommandFailure {
    if let failure = error as? CommandFailure { return failure }
    if let failure = mapError(error) { return failure }
    if let error = error as? any DomainFailure {
      if let network = error.networkError {
        return CommandFailure(network, baseURLHint: environment.baseURLHint)
      }
      return CommandFailure(ExitCode(error.kind), error.description)
    }
    if let error = error as? NetworkError {
      return CommandFailure(error, baseURLHint: environment.baseURLHint)
    }
    if let error = error as? DeepLinkError {
      return CommandFailure(.usage, error.description)
    }
    if error is CancellationError {
      return CommandFailure(.software, "interrupted")
    }
    return CommandFailure(.software, "internal error: \(error); please report it")
  }
}
