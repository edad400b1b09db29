import Foundation
import Networking

/// The four joke services and the choice of which one answers for each joke type.
///
/// ```swift
/// let catalog = JokeCatalog(selection: .living) { baseURL in HTTPClient(baseURL: baseURL) }
/// let joke = try await catalog.joke(of: .dadJoke)       // from icanhazdadjoke.com
/// print(catalog.source(for: .yoMama).siteName)       // jokes.guyliangilsing.me
/// ```
public struct JokeCatalog: Sendable {
  /// Which service answers for which type.
  public let selection: JokeSourceSelection

  /// The tutorial's API.
  public let tutorial: TutorialJokeSource

  /// icanhazdadjoke.com.
  public let icanhazdadjoke: ICanHazDadJokeSource

  /// api.chucknorris.io.
  public let chuckNorris: ChuckNorrisSource

  /// JokeAPI v2.
  public let jokeAPI: JokeAPISource

  /// Creates a catalog from sources built by the caller.
  ///
  /// - Parameters:
  ///   - selection: Which service answers for which type; ``JokeSourceSelection/living`` by
  ///     default.
  ///   - tutorial: The tutorial's API.
  ///   - icanhazdadjoke: icanhazdadjoke.com.
  ///   - chuckNorris: api.chucknorris.io.
  ///   - jokeAPI: JokeAPI v2.
  public init(
    selection: JokeSourceSelection = .living,
    tutorial: TutorialJokeSource,
    icanhazdadjoke: ICanHazDadJokeSource,
    chuckNorris: ChuckNorrisSource,
    jokeAPI: JokeAPISource
  ) {
    self.selection = selection
    self.tutorial = tutorial
    self.icanhazdadjoke = icanhazdadjoke
    self.chuckNorris = chuckNorris
    self.jokeAPI = jokeAPI
  }

  /// Creates a catalog of the four services at `baseURLs`, each with a client from `client`.
  ///
  /// - Parameters:
  ///   - selection: Which service answers for which type; ``JokeSourceSelection/living`` by
  ///     default.
  ///   - baseURLs: Where each service lives; the public URLs by default.
  ///   - client: Makes the client for one service from its base URL (timeouts, cache and
  ///     transport are the caller's; the sources add the headers the services need).
  public init(
    selection: JokeSourceSelection = .living,
    baseURLs: JokeSourceURLs = JokeSourceURLs(),
    client: (URL) -> HTTPClient
  ) {
    self.init(
      selection: selection,
      tutorial: TutorialJokeSource(client: client(baseURLs[.tutorial])),
      icanhazdadjoke: ICanHazDadJokeSource(client: client(baseURLs[.icanhazdadjoke])),
      chuckNorris: ChuckNorrisSource(client: client(baseURLs[.chucknorris])),
      jokeAPI: JokeAPISource(client: client(baseURLs[.jokeapi]))
    )
  }

  /// The source for the service `id`.
  public func source(_ id: JokeSourceID) -> any JokeSource {
    switch id {
    case .tutorial: tutorial
    case .icanhazdadjoke: icanhazdadjoke
    case .chucknorris: chuckNorris
    case .jokeapi: jokeAPI
    }
  }

  /// The source that answers for `type` under ``selection``.
  public func source(for type: JokeType) -> any JokeSource {
    source(selection.sourceID(for: type))
  }

  /// Fetches a fresh joke of `type` from the source that answers for it.
  ///
  /// - Throws: ``JokeError`` naming the service when it fails.
  public func joke(of type: JokeType) async throws(JokeError) -> Joke {
    try await source(for: type).joke(of: type)
  }
}
