import Foundation

/// A successful response: the bytes, the status and headers, and where the bytes came from.
public struct HTTPResponse: Sendable {
  /// The URL that was requested.
  public let url: URL

  /// The HTTP status code (200 for bodies served from the cache).
  public let status: Int

  /// The response headers, looked up case-insensitively.
  public let headers: HTTPHeaders

  /// The response body, at most the configured `maxResponseBytes`.
  public let body: Data

  /// Whether the body came from the network, from a fresh cache entry, was revalidated, or is
  /// a stale fallback.
  public let origin: ResponseOrigin

  /// Creates a response; useful for tests of code that consumes responses.
  public init(
    url: URL, status: Int, headers: HTTPHeaders, body: Data, origin: ResponseOrigin = .network
  ) {
    self.url = url
    self.status = status
    self.headers = headers
    self.body = body
    self.origin = origin
  }
}

/// Where the body of an ``HTTPResponse`` came from.
public enum ResponseOrigin: Sendable, Equatable {
  /// Fetched from the server just now.
  case network

  /// A fresh cached copy, served without asking the server; `age` is its current age in seconds
  /// (RFC 9111 §4.2.3: `Age` and `Date` included), less than its freshness lifetime.
  case cache(age: TimeInterval)

  /// The server answered `304 Not Modified`, so the cached body is current.
  case revalidated

  /// The network failed with `cause`; this is a cached copy whose current age is `age` seconds
  /// (RFC 9111 §4.2.3: how long since it was fetched, plus the `Age` it had then).
  case stale(age: TimeInterval, cause: NetworkError)
}
