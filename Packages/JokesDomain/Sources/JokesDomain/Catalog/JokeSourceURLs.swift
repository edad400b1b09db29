import Foundation

/// The base URL of each joke source: the public one, unless overridden for every service at
/// once (a fixture server serving them all, like `DADJOKES_BASE_URL`) or for one service.
///
/// A per-service override wins over the override for all. Under one base URL the services'
/// paths do not collide: `/retrieveJokes.php`, `/` and `/j/{id}`, `/jokes/random`,
/// `/joke/Any`.
///
/// ```swift
/// let urls = JokeSourceURLs(overridingAll: URL(string: "http://127.0.0.1:8080")!)
/// urls[.jokeapi]  // http://127.0.0.1:8080
/// ```
public struct JokeSourceURLs: Sendable, Hashable {
  /// The base URL for every service without its own override; `nil` for the public ones.
  public var overridingAll: URL?

  /// Base URLs for single services.
  public var overrides: [JokeSourceID: URL]

  /// Creates the set of base URLs.
  ///
  /// - Parameters:
  ///   - overridingAll: A base URL for every service, or `nil` for the public ones.
  ///   - overrides: Base URLs for single services; they win over `overridingAll`.
  public init(overridingAll: URL? = nil, overrides: [JokeSourceID: URL] = [:]) {
    self.overridingAll = overridingAll
    self.overrides = overrides
  }

  /// The base URL to use for `source`.
  public subscript(source: JokeSourceID) -> URL {
    overrides[source] ?? overridingAll ?? source.defaultBaseURL
  }
}
