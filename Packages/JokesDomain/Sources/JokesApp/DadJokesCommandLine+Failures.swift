import AppCommandLine
import JokesDomain
import Networking
import WidgetHost

extension DadJokesCommandLine {
  /// The jokes domain's failures with the app's advice added: a failing source names the
  /// sources that may stand in for it, and an answer that is not a joke (or a source's own
  /// error) also asks whether the base URL points at the right server. The failure itself is
  /// worded by ``AppMain``, as in every app.
  public static func failure(for error: any Error, environment: AppEnvironment) -> CommandFailure? {
    guard let error = error as? JokeError, let source = error.source else { return nil }
    let failure = AppMain.failure(for: error, environment: environment)
    if error.networkError != nil {
      return CommandFailure(
        failure.exitCode, "\(failure.message); \(JokeError.standIn(for: source))")
    }
    switch error.kind {
    case .malformedData, .unavailable:
      return CommandFailure(
        failure.exitCode, "\(failure.message); or check \(environment.baseURLHint)")
    case .badRequest, .notFound, .tryAgainLater, .credentials:
      return nil
    }
  }
}
