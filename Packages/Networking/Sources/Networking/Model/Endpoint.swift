import Foundation

/// A request relative to an ``HTTPClient``'s base URL: a path, query items and extra headers.
///
/// ```swift
/// let endpoint = Endpoint("todos", queryItems: [URLQueryItem(name: "userId", value: "1")])
/// ```
public struct Endpoint: Sendable, Hashable {
  /// The path, joined to the base URL's path: `"todos/1"` and `"/todos/1"` mean the same.
  ///
  /// Write it unencoded; characters that are not allowed in a URL path are percent-encoded.
  public var path: String

  /// Query items appended after any query the base URL already has.
  public var queryItems: [URLQueryItem]

  /// Extra headers for this request only (for example `Accept` or `X-Api-Key`).
  ///
  /// They override the client's default headers of the same name, compared case-insensitively.
  public var headers: [String: String]

  /// Creates an endpoint.
  ///
  /// - Parameters:
  ///   - path: The path relative to the base URL.
  ///   - queryItems: Query items to append.
  ///   - headers: Extra headers for this request.
  public init(_ path: String, queryItems: [URLQueryItem] = [], headers: [String: String] = [:]) {
    self.path = path
    self.queryItems = queryItems
    self.headers = headers
  }

  /// The absolute URL of this endpoint under `baseURL`.
  ///
  /// - Throws: ``NetworkError/invalidURL(_:)`` when the result is not an `http` or `https` URL
  ///   with a host.
  func url(relativeTo baseURL: URL) throws(NetworkError) -> URL {
    guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: true) else {
      throw .invalidURL(baseURL.redactedString)
    }
    let basePath =
      components.path.hasSuffix("/") ? String(components.path.dropLast()) : components.path
    let relative = path.drop { $0 == "/" }
    components.path = relative.isEmpty && path.isEmpty ? components.path : basePath + "/" + relative
    if !queryItems.isEmpty {
      components.queryItems = (components.queryItems ?? []) + queryItems
    }
    // What an error may show: the URL without its user info, which can carry a password.
    var shown = components
    shown.user = nil
    shown.password = nil
    let description = shown.string ?? baseURL.redactedString + "/" + relative
    guard let url = components.url,
      let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
      let host = url.host, !host.isEmpty
    else {
      throw .invalidURL(description)
    }
    return url
  }
}
