import AppCommandLine
import Networking
import TextRendering
import VotesDomain

extension VotesApp {
  /// The line and exit status for the votes domain's own errors: not found 66, unreadable
  /// data 65, rate limits and timeouts 75, unreachable or failing services 69, and a missing
  /// or refused API key 64 with what to do about it.
  public static func failure(for error: any Error, environment: AppEnvironment) -> CommandFailure? {
    guard let error = error as? VotesError else { return nil }
    // Parts of the description came from the network: keep escape sequences off stderr.
    let message = error.description.sanitizedForTerminal
    if error.isNotFound { return CommandFailure(.notFound, message) }
    switch error {
    case .network(let service, let networkError):
      let hint =
        service == .clerk ? environment.baseURLHint : congressEnvironment(environment).baseURLHint
      return CommandFailure(networkError, baseURLHint: hint)
    case .rateLimited:
      return CommandFailure(.tryAgainLater, message)
    case .invalidClerkXML, .invalidCongressGovResponse:
      return CommandFailure(.dataError, message)
    case .apiKeyMissing:
      return CommandFailure(.usage, "congress.gov needs an API key: \(apiKeyAdvice)")
    case .apiKeyRejected(let code):
      return CommandFailure(
        .usage,
        "congress.gov rejected the API key (\(code.sanitizedForTerminal.prefix(40))): "
          + apiKeyAdvice)
    case .congressGovError:
      return CommandFailure(.unavailable, message)
    case .clerkRollNotFound, .voteNotFound, .noRecentVotes:
      return CommandFailure(.notFound, message)
    }
  }
}
