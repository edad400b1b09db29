import Foundation
import Networking

extension CommandFailure {
  /// Maps a transport error to the line the user reads and the exit status of `DESIGN.md`.
  ///
  /// - Parameter baseURLHint: how this app's base URL is set, e.g.
  ///   `"--base-url or TODOS_BASE_URL"`, named in the advice of connection errors.
  public init(_ error: NetworkError, baseURLHint: String) {
    switch error {
    case .invalidURL(let text):
      self.init(.usage, "'\(text)' is not a valid URL; give \(baseURLHint) an http(s) URL")
    case .cannotConnect(let url, let reason):
      self.init(
        .unavailable,
        "cannot connect to \(url.redactedString) (\(reason)); check your network, "
          + "or point \(baseURLHint) at a reachable server")
    case .timedOut(let url):
      self.init(
        .tryAgainLater,
        "timed out waiting for \(url.redactedString); try again later, or check \(baseURLHint)")
    case .httpStatus(let code, let url, _) where code == 408:
      self.init(
        .tryAgainLater,
        "\(url.redactedString) timed out the request (HTTP 408); try again later")
    case .rateLimited(let url, let retryAfter):
      let when =
        retryAfter.flatMap { $0 > .zero ? "try again in \(NetworkError.seconds($0))" : nil }
        ?? "try again later"
      self.init(
        .tryAgainLater,
        "\(url.host ?? url.redactedString) is rate limiting requests (HTTP 429); \(when)")
    case .httpStatus(let code, let url, _) where code == 404:
      self.init(
        .notFound, "\(url.redactedString) was not found (HTTP 404); check the id or \(baseURLHint)"
      )
    case .httpStatus(let code, let url, let excerpt):
      let detail = excerpt.isEmpty ? "" : ": \(excerpt.prefix(80))"
      self.init(
        .unavailable,
        "\(url.redactedString) answered HTTP \(code)\(detail); try again later, "
          + "or check \(baseURLHint)")
    case .decoding(let type, let url, let codingPath, let reason):
      let place = codingPath.isEmpty ? "" : " at \(codingPath)"
      self.init(
        .dataError,
        "the response from \(url.redactedString) is not a valid \(type)\(place) (\(reason)); "
          + "is \(baseURLHint) pointing at the right service?")
    case .responseTooLarge(let url, let limit):
      self.init(
        .dataError,
        "the response from \(url.redactedString) is larger than \(limit) bytes; "
          + "is \(baseURLHint) pointing at the right service?")
    case .cancelled(let url):
      self.init(.software, "the request to \(url.redactedString) was cancelled")
    case .badResponse(let url, let reason):
      self.init(
        .unavailable,
        "\(url.redactedString) sent an answer that is not valid HTTP (\(reason)); "
          + "check that \(baseURLHint) points at the service")
    }
  }
}
