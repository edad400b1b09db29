import AppCommandLine
import JokesDomain
import Networking

extension DadJokesApp {
  /// The line and exit status for the jokes domain's own errors: its description (which names
  /// the service and what to try), and for failures that may come from a wrong server, how to
  /// point the app elsewhere.
  public static func failure(for error: any Error, environment: AppEnvironment) -> CommandFailure? {
    guard let error = error as? JokesError else { return nil }
    let code = exitCode(for: error)
    switch error {
    case .serviceFailed, .malformed, .serviceError:
      return CommandFailure(code, "\(error); or check \(environment.baseURLHint)")
    case .unknownType, .unsupportedType, .notFound, .unknownCategory, .rateLimited:
      return CommandFailure(code, error.description)
    }
  }

  /// The `sysexits.h` status of a jokes error: a typo is a usage error, a missing joke is not
  /// found, a bad answer is a data error, a limit or a slow service is worth another try, and a
  /// service that cannot be reached or keeps failing is unavailable.
  static func exitCode(for error: JokesError) -> ExitCode {
    switch error {
    case .unknownType, .unsupportedType:
      return .usage
    case .notFound, .unknownCategory:
      return .notFound
    case .malformed:
      return .dataError
    case .rateLimited:
      return .tryAgainLater
    case .serviceError:
      return .unavailable
    case .serviceFailed(_, let network):
      return exitCode(for: network)
    }
  }

  /// The status of a network failure under a joke service: the one every app uses.
  static func exitCode(for error: NetworkError) -> ExitCode {
    CommandFailure(error, baseURLHint: "").exitCode
  }

}
