import Foundation

/// The joke services the app knows, each behind one ``JokeSource``.
///
/// The raw value is a stable name for options and environment variables (`--source`, a
/// per-service base URL override); ``siteName`` is the host people recognise.
public enum JokeSourceID: String, CaseIterable, Codable, Sendable, CustomStringConvertible {
  /// The tutorial's own API, `jokes.guyliangilsing.me`: every joke type, yo mama jokes only here.
  case tutorial
  /// `icanhazdadjoke.com`: dad jokes.
  case icanhazdadjoke
  /// `api.chucknorris.io`: Chuck Norris facts.
  case chucknorris
  /// JokeAPI v2, `v2.jokeapi.dev`: jokes of any kind.
  case jokeapi

  /// The site's host name, as people recognise it: `icanhazdadjoke.com`.
  public var siteName: String {
    switch self {
    case .tutorial: "jokes.guyliangilsing.me"
    case .icanhazdadjoke: "icanhazdadjoke.com"
    case .chucknorris: "api.chucknorris.io"
    case .jokeapi: "v2.jokeapi.dev"
    }
  }

  /// The joke types the service has: every type for the tutorial's API, one for the others.
  public var jokeTypes: [JokeType] {
    switch self {
    case .tutorial: JokeType.allCases
    case .icanhazdadjoke: [.dadJoke]
    case .chucknorris: [.chuckNorris]
    case .jokeapi: [.random]
    }
  }

  /// The public base URL of the service.
  public var defaultBaseURL: URL {
    switch self {
    case .tutorial: TutorialJokeSource.defaultBaseURL
    case .icanhazdadjoke: ICanHazDadJokeSource.defaultBaseURL
    case .chucknorris: ChuckNorrisSource.defaultBaseURL
    case .jokeapi: JokeAPISource.defaultBaseURL
    }
  }

  /// The raw value: `icanhazdadjoke`.
  public var description: String { rawValue }
}
