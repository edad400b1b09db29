import AppCommandLine
import JokesDomain
import Networking

extension DadJokesApp {
  /// The jokes domain's failures with the app's advice added: a failing service names the
  /// services that may stand in for it, and an answer that is not a joke also asks whether the
  /// base URL points at the right server. The failure itself is worded by ``AppMain``, as in
  /// every app.
  public static func failure(for error: any Error, environment: AppEnvironment) -> CommandFailure? {
    guard let error = error as? JokesError, let source = error.source else { return nil }
    let failure = AppMain.failure(for: error, environment: environment)
    switch error {
    case .network:
      return CommandFailure(
        failure.exitCode, "\(failure.message); \(JokesError.standIn(for: source))")
    case .malformed, .serviceError:
      return CommandFailure(
        failure.exitCode, "\(failure.message); or check \(environment.baseURLHint)")
    case .unknownType, .unsupportedType, .notFound, .unknownCategory, .rateLimited:
      return nil
    }
  }
}
