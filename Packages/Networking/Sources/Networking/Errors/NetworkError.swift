import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Every way a request made by ``HTTPClient`` can fail, each with a description that
/// names the URL and says what happened.
///
/// All errors thrown by ``HTTPClient`` are of this type:
///
/// ```swift
/// do { _ = try await client.fetch(Endpoint("todos"), as: [Todo].self) }
/// catch let error as NetworkError { print(error) }  // "timed out waiting for http://…/todos"
/// ```
public enum NetworkError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The base URL and endpoint do not make an `http` or `https` URL with a host (a URL the
  /// caller built; a server's bad redirect is ``badResponse(url:reason:)``).
  case invalidURL(String)

  /// The host could not be reached: connection refused, name not found, or connection lost.
  case cannotConnect(url: URL, reason: String)

  /// No data arrived for the idle timeout, or the overall deadline passed.
  case timedOut(url: URL)

  /// The server answered with a status other than 2xx (or 304 for a cached URL).
  ///
  /// `bodyExcerpt` holds the first 200 bytes of the body, as the server sent them.
  case httpStatus(code: Int, url: URL, bodyExcerpt: String)

  /// The server is limiting requests (HTTP 429, after the retries the deadline allowed);
  /// `retryAfter` is how long its `Retry-After` asked to wait, when it said.
  case rateLimited(url: URL, retryAfter: Duration?)

  /// The body is not the JSON the caller expected.
  ///
  /// `type` is the type being decoded, `codingPath` where decoding stopped (`"[1].title"`),
  /// and `reason` what was wrong there.
  case decoding(type: String, url: URL, codingPath: String, reason: String)

  /// The body is larger than `limit` bytes (by its `Content-Length` or while streaming).
  case responseTooLarge(url: URL, limit: Int)

  /// The calling task was cancelled.
  case cancelled(url: URL)

  /// The server's answer broke HTTP: it is not an HTTP response at all (an HTTP/0.9 reply or
  /// garbage), it redirects to a scheme other than `http` or `https`, or it is compressed
  /// although the client asked for `Accept-Encoding: identity`. `reason` says which.
  ///
  /// The service misbehaved, not the caller: ``invalidURL(_:)`` is only for URLs the caller
  /// built.
  case badResponse(url: URL, reason: String)

  /// What went wrong and with which URL; a URL's user name and password are never included.
  ///
  /// Text the server sent (a body excerpt, a reason, a coding path) is quoted as it came,
  /// bounded in length but not made safe for a terminal: it may hold line breaks, control
  /// characters or escape sequences. Sanitise the description where you print it, as the
  /// apps do once for every line in AppCommandLine's `Console` (TextRendering's `Sanitizer`).
  public var description: String {
    switch self {
    case .invalidURL(let text):
      let shown = Redaction.text(text)
      return "invalid URL \"\(shown)\": expected http:// or https:// and a host"
    case .cannotConnect(let url, let reason):
      return "cannot connect to \(url.redactedString) (\(reason))"
    case .timedOut(let url):
      return "timed out waiting for \(url.redactedString)"
    case .httpStatus(let code, let url, let bodyExcerpt):
      let reason = HTTPURLResponse.localizedString(forStatusCode: code).lowercased()
      let suffix = bodyExcerpt.isEmpty ? "" : ": \(bodyExcerpt)"
      return "HTTP \(code) (\(reason)) from \(url.redactedString)\(suffix)"
    case .rateLimited(let url, let retryAfter):
      let wait = retryAfter.map { "; it asks to wait \(Self.seconds($0))" } ?? ""
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

  /// The URL the error is about, when there is one (every case but ``invalidURL(_:)``).
  public var url: URL? {
    switch self {
    case .invalidURL:
      return nil
    case .cannotConnect(let url, _), .timedOut(let url), .httpStatus(_, let url, _),
      .rateLimited(let url, _), .decoding(_, let url, _, _), .responseTooLarge(let url, _),
      .cancelled(let url), .badResponse(let url, _):
      return url
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
