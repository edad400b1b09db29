import Networking

extension VoteError {
  /// One line for a transport failure: what happened (the ``NetworkError`` names the URL)
  /// and what to try.
  static func describe(_ error: NetworkError, from source: VoteSourceID) -> String {
    let detail = "(\(error))"
    switch error {
    case .cannotConnect:
      return "\(source) cannot be reached \(detail); check the connection and try again "
        + "later, \(source.alternative)"
    case .timedOut:
      return "\(source) is not answering \(detail); try again later, \(source.alternative)"
    case .rateLimited(_, let retryAfter):
      let wait = retryAfter.flatMap { $0 > .zero ? NetworkError.seconds($0) : nil } ?? "a minute"
      return "\(source) asks to slow down \(detail); try again in \(wait)"
    case .httpStatus(408, _, _):
      return "\(source) is not answering \(detail); try again later, \(source.alternative)"
    case .httpStatus(let code, _, _) where code >= 500:
      return "\(source) is failing \(detail); try again later, \(source.alternative)"
    case .httpStatus:
      return "\(source) refused the request \(detail); check the base URL"
    case .decoding, .responseTooLarge:
      return "\(source) sent an answer that cannot be read \(detail); try again later, "
        + source.alternative
    case .invalidURL:
      return "the address for \(source) is not valid \(detail); check the base URL"
    case .cancelled:
      return "the request to \(source) was cancelled"
    case .badResponse:
      return "\(source) sent an answer that is not valid HTTP \(detail); check the base URL"
    }
  }
}
