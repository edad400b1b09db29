import Foundation
import Networking

extension CommandFailure {
  /// Maps a transport error to the line the user reads and the exit status of `DESIGN.md`.
  ///
  /// The line is the error's own description (the one wording of a transport failure, in
  /// Networking) followed by what to do about it here, e.g. `timed out waiting for
  /// http://…/todos; try again later, or check --base-url or TODOS_BASE_URL`.
  ///
  /// - Parameter baseURLHint: how this app's base URL is set, e.g.
  ///   `"--base-url or TODOS_BASE_URL"`, named in the advice.
  public init(_ error: NetworkError, baseURLHint: String) {
    let (status, advice) = Self.advice(for: error, baseURLHint: baseURLHint)
    self.init(status, advice.isEmpty ? error.description : "\(error.description); \(advice)")
  }

  /// The exit status of a transport failure and what the user can do about it.
  private static func advice(for error: NetworkError, baseURLHint: String) -> (ExitCode, String) {
    let checkService = "is \(baseURLHint) pointing at the right service?"
    switch error.code {
    case .invalidURL:
      return (.usage, "give \(baseURLHint) an http(s) URL")
    case .cannotConnect:
      return (.unavailable, "check your network, or point \(baseURLHint) at a reachable server")
    case .timedOut:
      return (.tryAgainLater, "try again later, or check \(baseURLHint)")
    case .rateLimited:
      let waits = error.retryAfter.map { $0 > .zero } ?? false
      return (.tryAgainLater, waits ? "try again after that" : "try again later")
    case .httpStatus where error.status == 408:
      return (.tryAgainLater, "try again later")
    case .httpStatus where error.status == 404:
      return (.notFound, "check the id or \(baseURLHint)")
    case .httpStatus:
      return (.unavailable, "try again later, or check \(baseURLHint)")
    case .decoding, .responseTooLarge:
      return (.dataError, checkService)
    case .cancelled:
      return (.software, "")
    case .badResponse:
      return (.unavailable, "check that \(baseURLHint) points at the service")
    default:
      return (.unavailable, "try again later, or check \(baseURLHint)")
    }
  }
}
