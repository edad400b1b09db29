import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Every way a request made by ``HTTPClient`` can fail, each with a one-line description that
/// names the URL and says what happened.
///
/// All errors thrown by ``HTTPClient`` are of this type:
///
/// ```swift
/// do { _ = try await client.fetch(Endpoint("todos"), as: [Todo].self) }
/// catch let error as NetworkError { print(error) }  // "timed out waiting for http://…/todos"
/// ```
public enum NetworkError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The base URL and endpoint do not make an `http` or `https` URL with a host.
  case invalidURL(String)

  /// The host could not be reached: connection refused, name not found, or connection lost.
  case cannotConnect(url: URL, reason: String)

  /// No data arrived for the idle timeout, or the overall deadline passed.
  case timedOut(url: URL)

  /// The server answered with a status other than 2xx (or 304 for a cached URL).
  ///
  /// `bodyExcerpt` holds the first ~200 bytes of the body with control characters removed.
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

  /// One line saying what went wrong and with which URL.
  public var description: String {
    switch self {
    case .invalidURL(let text):
      return "invalid URL \"\(Sanitizer.line(text))\": expected http:// or https:// and a host"
    case .cannotConnect(let url, let reason):
      return "cannot connect to \(url.absoluteString) (\(Sanitizer.line(reason)))"
    case .timedOut(let url):
      return "timed out waiting for \(url.absoluteString)"
    case .httpStatus(let code, let url, let bodyExcerpt):
      let reason = HTTPURLResponse.localizedString(forStatusCode: code).lowercased()
      let excerpt = Sanitizer.line(bodyExcerpt)
      let suffix = excerpt.isEmpty ? "" : ": \(excerpt)"
      return "HTTP \(code) (\(reason)) from \(url.absoluteString)\(suffix)"
    case .rateLimited(let url, let retryAfter):
      let wait = retryAfter.map { "; it asks to wait \(Self.seconds($0))" } ?? ""
      return "HTTP 429 (too many requests) from \(url.absoluteString)\(wait)"
    case .decoding(let type, let url, let codingPath, let reason):
      let location = codingPath.isEmpty ? "" : " at \(Sanitizer.line(codingPath))"
      return "cannot decode \(type) from \(url.absoluteString)\(location): "
        + Sanitizer.line(reason)
    case .responseTooLarge(let url, let limit):
      return "response from \(url.absoluteString) is larger than the \(Self.size(limit)) limit"
    case .cancelled(let url):
      return "request to \(url.absoluteString) was cancelled"
    }
  }

  /// The URL the error is about, when there is one (every case but ``invalidURL(_:)``).
  public var url: URL? {
    switch self {
    case .invalidURL:
      return nil
    case .cannotConnect(let url, _), .timedOut(let url), .httpStatus(_, let url, _),
      .rateLimited(let url, _), .decoding(_, let url, _, _), .responseTooLarge(let url, _),
      .cancelled(let url):
      return url
    }
  }

  /// A wait as "30 s" or "2 min", rounded up to whole seconds.
  public static func seconds(_ duration: Duration) -> String {
    let (whole, fraction) = duration.components
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
