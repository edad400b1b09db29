import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension NetworkError {
  /// What went wrong and with which URL; a URL's user name and password are never included.
  /// This is the one wording of a transport failure: a domain error that wraps one shows it
  /// as it is, and a command line adds only its advice after it.
  ///
  /// Text the server sent (a body excerpt, a reason, a coding path) is quoted as it came,
  /// bounded in length but not made safe for a terminal: it may hold line breaks, control
  /// characters or escape sequences. Sanitise the description where you print it, as the
  /// apps do once for every line in AppCommandLine's `Console` (TextRendering's `Sanitizer`).
  public var description: String {
    switch detail {
    case .invalidURL(let text):
      let shown = Redaction.text(text)
      return "invalid URL \"\(shown)\": expected http:// or https:// and a host"
    case .cannotConnect(let url, let reason):
      return "cannot connect to \(url.redactedString) (\(reason))"
    case .timedOut(let url):
      return "timed out waiting for \(url.redactedString)"
    case .httpStatus(let status, let url, let bodyExcerpt):
      let reason = HTTPURLResponse.localizedString(forStatusCode: status).lowercased()
      let suffix = bodyExcerpt.isEmpty ? "" : ": \(bodyExcerpt)"
      return "HTTP \(status) (\(reason)) from \(url.redactedString)\(suffix)"
    case .rateLimited(let url, let retryAfter):
      let wait = retryAfter.map { ", asking to wait \(Self.seconds($0))" } ?? ""
      return "HTTP 429 (too many requests) from \(url.redactedString)\(wait)"
    case .decoding(let type, let url, let codingPath, let reason):
      let location = codingPath.isEmpty ? "" : " at \(codingPath)"
      return "cannot decode \(type) from \(url.redactedString)\(location): \(reason)"
    case .responseTooLarge(let url, let limit):
      return "response from \(url.redactedString) is larger than the \(Self.size(limit)) limit"
    case .cancelled(let url):
      return "request to \(url.redactedString) was cancelled"
    case .badResponse(let url, let reason):
      return "\(url.redactedString) sent an answer that is not valid HTTP (\(reason))"
    }
  }

  /// A wait as "30 s" or "2 min", rounded up to whole seconds. A wait it cannot mean (a
  /// negative one) reads "0 s", and one longer than a day "more than a day": the durations come
  /// from servers' `Retry-After`, and arithmetic on them must never trap.
  public static func seconds(_ duration: Duration) -> String {
    guard duration <= .seconds(86_400) else { return "more than a day" }
    let (whole, fraction) = max(duration, .zero).components
    let seconds = whole + (fraction > 0 ? 1 : 0)
    return seconds >= 120 && seconds % 60 == 0 ? "\(seconds / 60) min" : "\(seconds) s"
  }

  /// A byte count as "8 MiB", "512 KiB" or "100 bytes".
  static func size(_ bytes: Int) -> String {
    if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
    if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
    return "\(bytes) bytes"
  }
}
