import Foundation

/// One request the loopback server received, exactly as it arrived.
public struct RecordedRequest: Sendable {
  /// The request method, e.g. `GET`.
  public let method: String
  /// The raw request target, e.g. `/todos?userId=1`.
  public let target: String
  /// The target's path without the query, e.g. `/todos` (percent-decoding is NOT applied).
  public let path: String
  /// The query's items, percent-decoded; empty when there is no query.
  public let queryItems: [URLQueryItem]
  /// The header fields in the order received, names as the client spelled them.
  public let headers: [(name: String, value: String)]
  /// The request body (empty for most GETs).
  public let body: Data
  /// The HTTP version from the request line, e.g. `HTTP/1.1`.
  public let version: String
  /// Which TCP connection carried the request: 1 for the server's first accepted connection,
  /// 2 for the next, and so on. Two requests with the same id reused one connection.
  public let connectionID: Int

  /// A request as the server would record it; `path` and `queryItems` are taken from
  /// `target`. Useful to unit-test a handler without a socket.
  public init(
    method: String = "GET",
    target: String,
    headers: [(name: String, value: String)] = [],
    body: Data = Data(),
    version: String = "HTTP/1.1",
    connectionID: Int = 0
  ) {
    self.method = method
    self.target = target
    self.headers = headers
    self.body = body
    self.version = version
    self.connectionID = connectionID
    let (path, query) = Self.split(target: target)
    self.path = path
    self.queryItems = query.map(Self.parseQuery) ?? []
  }

  /// The value of the first header field called `name`, compared case-insensitively.
  public func header(_ name: String) -> String? {
    headers.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
  }

  /// The value of the first query item called `name` (case-sensitive, like most servers).
  public func queryValue(_ name: String) -> String? {
    queryItems.first { $0.name == name }?.value
  }

  /// Whether the client asked to close the connection after this request (an explicit
  /// `Connection: close`, or HTTP/1.0 without `Connection: keep-alive`).
  var wantsClose: Bool {
    let tokens = (header("Connection") ?? "").lowercased().split(separator: ",").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    if tokens.contains("close") { return true }
    return version == "HTTP/1.0" && !tokens.contains("keep-alive")
  }

  /// Splits a request target into its path and its query; an absolute-form target
  /// (`http://host/path?q`) keeps only the path and query.
  private static func split(target: String) -> (path: String, query: String?) {
    var rest = Substring(target)
    if let hash = rest.firstIndex(of: "#") { rest = rest[..<hash] }
    if let scheme = rest.range(of: "://") {
      let afterHost = rest[scheme.upperBound...]
      rest = afterHost.firstIndex(where: { $0 == "/" || $0 == "?" }).map { afterHost[$0...] } ?? "/"
    }
    guard let mark = rest.firstIndex(of: "?") else { return (String(rest), nil) }
    return (String(rest[..<mark]), String(rest[rest.index(after: mark)...]))
  }

  private static func parseQuery(_ query: String) -> [URLQueryItem] {
    query.split(separator: "&", omittingEmptySubsequences: true).map { pair in
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let name = decode(parts[0])
      return URLQueryItem(name: name, value: parts.count > 1 ? decode(parts[1]) : nil)
    }
  }

  private static func decode(_ text: Substring) -> String {
    let spaced = text.replacingOccurrences(of: "+", with: " ")
    return spaced.removingPercentEncoding ?? spaced
  }
}
