import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Every way a request made by ``HTTPClient`` can fail, each with a description that
/// names the URL and says what happened.
///
/// All errors thrown by ``HTTPClient`` are of this type. Tell failures apart by ``code``, as
/// with Foundation's `URLError`; a `switch` over it needs a `default`, so a kind of failure
/// added in a later version is not a breaking change:
///
/// ```swift
/// do { _ = try await client.fetch(Endpoint("todos"), as: [Todo].self) }
/// catch let error as NetworkError {
///   switch error.code {
///   case .timedOut, .cannotConnect: print("offline: \(error)")  // "timed out waiting for http://…/todos"
///   case .httpStatus where error.status == 404: print("no such list")
///   default: print(error)
///   }
/// }
/// ```
public struct NetworkError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The failure and the values it carries; internal, so that a new kind of failure is not a
  /// breaking change for the package's users.
  enum Detail: Sendable, Hashable {
    case invalidURL(String)
    case cannotConnect(url: URL, reason: String)
    case timedOut(url: URL)
    case httpStatus(status: Int, url: URL, bodyExcerpt: String)
    case rateLimited(url: URL, retryAfter: Duration?)
    case decoding(type: String, url: URL, codingPath: String, reason: String)
    case responseTooLarge(url: URL, limit: Int)
    case cancelled(url: URL)
    case badResponse(url: URL, reason: String)
  }

  /// What failed, with its values.
  let detail: Detail

  init(_ detail: Detail) {
    self.detail = detail
  }

  /// The base URL and endpoint do not make an `http` or `https` URL with a host (a URL the
  /// caller built; a server's bad redirect is ``badResponse(url:reason:)``).
  public static func invalidURL(_ text: String) -> NetworkError {
    NetworkError(.invalidURL(text))
  }

  /// The host could not be reached: connection refused, name not found, or connection lost.
  public static func cannotConnect(url: URL, reason: String) -> NetworkError {
    NetworkError(.cannotConnect(url: url, reason: reason))
  }

  /// No data arrived for the idle timeout, or the overall deadline passed.
  public static func timedOut(url: URL) -> NetworkError {
    NetworkError(.timedOut(url: url))
  }

  /// The server answered with a status other than 2xx (or 304 for a cached URL).
  /// `bodyExcerpt` holds the first 200 bytes of the body, as the server sent them.
  public static func httpStatus(status: Int, url: URL, bodyExcerpt: String) -> NetworkError {
    NetworkError(.httpStatus(status: status, url: url, bodyExcerpt: bodyExcerpt))
  }

  /// The server is limiting requests (HTTP 429, after the retries the deadline allowed);
  /// `retryAfter` is how long its `Retry-After` asked to wait, when it said.
  public static func rateLimited(url: URL, retryAfter: Duration?) -> NetworkError {
    NetworkError(.rateLimited(url: url, retryAfter: retryAfter))
  }

  /// The body is not the JSON the caller expected: `type` is the type being decoded,
  /// `codingPath` where decoding stopped (`"[1].title"`), and `reason` what was wrong there.
  public static func decoding(type: String, url: URL, codingPath: String, reason: String)
    -> NetworkError
  {
    NetworkError(.decoding(type: type, url: url, codingPath: codingPath, reason: reason))
  }

  /// The body is larger than `limit` bytes (by its `Content-Length` or while streaming).
  public static func responseTooLarge(url: URL, limit: Int) -> NetworkError {
    NetworkError(.responseTooLarge(url: url, limit: limit))
  }

  /// The calling task was cancelled.
  public static func cancelled(url: URL) -> NetworkError {
    NetworkError(.cancelled(url: url))
  }

  /// The server's answer broke HTTP: it is not an HTTP response at all (an HTTP/0.9 reply or
  /// garbage), it redirects to a scheme other than `http` or `https`, or it is compressed
  /// although the client asked for `Accept-Encoding: identity`. `reason` says which. The
  /// service misbehaved, not the caller: ``invalidURL(_:)`` is only for URLs the caller built.
  public static func badResponse(url: URL, reason: String) -> NetworkError {
    NetworkError(.badResponse(url: url, reason: reason))
  }
}
