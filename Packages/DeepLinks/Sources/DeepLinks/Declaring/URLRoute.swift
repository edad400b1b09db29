import Foundation

/// A type whose values are deep links of one app, parsed and built through one ``URLRouter``.
///
/// Declare the router once; parsing (``init(url:)``, ``init(string:)``) and building
/// (``url``) come with the protocol:
///
/// ```swift
/// struct TodoRoute: URLRoute, Hashable {
///   static let detail = RoutePattern(host: "todo", path: [.int("id", in: 1...)])
///   static let router = URLRouter(scheme: "todos", patterns: [detail])
///   var id: Int
///   init(id: Int) { self.id = id }
///   init(match: RouteMatch) throws(DeepLinkError) { id = try match.int("id") }
///   var match: RouteMatch { RouteMatch(Self.detail, ["id": .int(id)]) }
/// }
/// let route = try TodoRoute(string: "todos://todo/7")  // TodoRoute(id: 7)
/// route.url                                            // todos://todo/7
/// ```
public protocol URLRoute: Sendable {
  /// The scheme and patterns of this app's links. Declare it as a `static let`.
  static var router: URLRouter { get }

  /// Creates the route from a match of one of the router's patterns.
  /// - Throws: ``DeepLinkError``; ``RouteMatch/int(_:)`` and ``RouteMatch/string(_:)`` throw
  ///   only for a parameter the pattern does not declare.
  init(match: RouteMatch) throws(DeepLinkError)

  /// The pattern and values this route's link is built from.
  var match: RouteMatch { get }
}

extension URLRoute {
  /// The scheme of this app's links, lowercased: `todos`.
  public static var scheme: String { router.scheme }

  /// Every accepted link shape and what its parameters accept, for help text:
  /// `todos://todo/<id> (id: a positive integer)`.
  public static var usage: String { router.usage }

  /// Parses an untrusted link given as text.
  /// - Throws: ``DeepLinkError`` saying what was wrong, what was expected and what was received.
  public init(string: String) throws(DeepLinkError) {
    let match = try Self.router.match(string)
    do throws(DeepLinkError) {
      try self.init(match: match)
    } catch {
      throw error.filling(expected: match.pattern.usage(scheme: Self.scheme), received: string)
    }
  }

  /// Parses an untrusted link. The URL's `absoluteString` is validated as it stands, so
  /// Foundation's lenient parsing never decides what is accepted.
  /// - Throws: ``DeepLinkError`` saying what was wrong, what was expected and what was received.
  public init(url: URL) throws(DeepLinkError) {
    try self.init(string: url.absoluteString)
  }

  /// The link to this route, e.g. `todos://todo/7`; string values are percent-encoded.
  public var url: URL { Self.router.url(for: match) }

  /// The link to this route as text, identical to `url.absoluteString`.
  public var urlString: String { Self.router.string(for: match) }
}
