import Foundation

extension NetworkError {
  /// The same error with every URL it carries stripped of user name and password, so callers
  /// that print `error.url` themselves cannot leak a password either.
  var redactingUserInfo: NetworkError {
    switch detail {
    case .invalidURL(let text):
      return .invalidURL(Redaction.text(text))
    case .cannotConnect(let url, let reason):
      return .cannotConnect(url: url.redactingUserInfo, reason: reason)
    case .timedOut(let url):
      return .timedOut(url: url.redactingUserInfo)
    case .httpStatus(let status, let url, let bodyExcerpt):
      return .httpStatus(status: status, url: url.redactingUserInfo, bodyExcerpt: bodyExcerpt)
    case .rateLimited(let url, let retryAfter):
      return .rateLimited(url: url.redactingUserInfo, retryAfter: retryAfter)
    case .decoding(let type, let url, let codingPath, let reason):
      return .decoding(
        type: type, url: url.redactingUserInfo, codingPath: codingPath, reason: reason)
    case .responseTooLarge(let url, let limit):
      return .responseTooLarge(url: url.redactingUserInfo, limit: limit)
    case .cancelled(let url):
      return .cancelled(url: url.redactingUserInfo)
    case .badResponse(let url, let reason):
      return .badResponse(url: url.redactingUserInfo, reason: reason)
    }
  }
}
