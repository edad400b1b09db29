import AppCommandLine
import Networking
import VotesDomain

extension VotesApp {
  /// The votes domain's failures where the app has more to say than ``AppMain``: a transport
  /// failure names how to point at the service that failed (the Clerk or congress.gov), and a
  /// missing or refused API key says how to get one. Every other failure is the domain's line
  /// with the exit status of its kind.
  public static func failure(for error: any Error, environment: AppEnvironment) -> CommandFailure? {
    switch error as? VotesError {
    case .network(let service, let networkError):
      let hint = environment.baseURLHint(variable: baseURLVariable(service, environment))
      return CommandFailure(networkError, baseURLHint: hint)
    case .apiKeyMissing:
      return CommandFailure(.usage, "congress.gov needs an API key: \(apiKeyAdvice)")
    case .apiKeyRejected(let code):
      return CommandFailure(
        .usage, "congress.gov rejected the API key (\(code.prefix(40))): \(apiKeyAdvice)")
    default:
      return nil
    }
  }
}
