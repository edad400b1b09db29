import Foundation

/// A joke service: asks it for a joke of a type and maps its format and failures into
/// ``Joke`` and ``JokeError``.
///
/// One implementation per service (``TutorialJokeSource``, ``ICanHazDadJokeSource``,
/// ``ChuckNorrisSource``, ``JokeAPISource``), each built on an `HTTPClient` whose base URL the
/// caller chooses; ``JokeCatalog`` picks the source for each type.
///
/// ```swift
/// let client = HTTPClient(baseURL: ICanHazDadJokeSource.defaultBaseURL)
/// let source: any JokeSource = ICanHazDadJokeSource(client: client)
/// let joke = try await source.joke(of: .dadJoke)
/// ```
public protocol JokeSource: Sendable {
  /// Which service this is.
  var id: JokeSourceID { get }

  /// Where the service is asked: its client's base URL.
  var baseURL: URL { get }

  /// Whether the service has jokes of `type`; by default, whether ``JokeSourceID/jokeTypes``
  /// holds it.
  func supports(_ type: JokeType) -> Bool

  /// Fetches a fresh joke of `type`.
  ///
  /// - Throws: ``JokeError``: ``JokeError/unsupportedType(_:source:)`` when the service has no
  ///   jokes of `type`, otherwise what went wrong with the service.
  func joke(of type: JokeType) async throws(JokeError) -> Joke
}

extension JokeSource {
  /// The site's host name, for messages: `icanhazdadjoke.com`.
  public var siteName: String { id.siteName }

  /// Whether ``JokeSourceID/jokeTypes`` of this source's ``id`` holds `type`.
  public func supports(_ type: JokeType) -> Bool {
    id.jokeTypes.contains(type)
  }
}
