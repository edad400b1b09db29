import AppCommandLine
import Networking
import VotesDomain
import WidgetHost

extension VotesCommandLine {
  /// The votes domain's failures where the app has more to say than ``AppMain``: a transport
  /// failure names how to point at the source that failed (the Clerk or congress.gov), and a
  /// missing or refused API key says how to get one. Every other failure is the domain's line
  /// with the exit status of its kind.
  public static func failure(for error: any Error, environment: AppEnvironment) -> CommandFailure? {
    guard let error = error as? VoteError else { return nil }
    if let networkError = error.networkError {
      let hint = environment.baseURLHint(variable: baseURLVariable(error.source, environment))
      return CommandFailure(networkError, baseURLHint: hint)
    }
    guard error.kind == .credentials else { return nil }
    if let code = error.rejectedKeyCode {
      return CommandFailure(
        .usage, "congress.gov rejected the API key (\(code.prefix(40))): \(apiKeyAdvice)")
    }
    return CommandFailure(.usage, "congress.gov needs an API key: \(apiKeyAdvice)")
  }
}
