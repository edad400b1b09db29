import Networking
import Testing

@testable import JokesDomain

/// One way of asking a source for a joke, for tables that cover every source.
enum Ask: Sendable, CustomTestStringConvertible {
  case tutorial(JokeType)
  case icanhazdadjoke
  case icanhazdadjokeID(String)
  case chuckNorris(category: String?)
  case jokeAPI(safeMode: Bool)

  /// The default JokeAPI request (safe mode on).
  static let jokeAPI = Ask.jokeAPI(safeMode: true)
  /// A Chuck Norris joke of any category.
  static let chuckNorris = Ask.chuckNorris(category: nil)

  /// The source asked.
  var sourceID: JokeSourceID {
    switch self {
    case .tutorial: .tutorial
    case .icanhazdadjoke, .icanhazdadjokeID: .icanhazdadjoke
    case .chuckNorris: .chucknorris
    case .jokeAPI: .jokeapi
    }
  }

  /// Asks the source built on `client`.
  func run(on client: HTTPClient) async throws(JokeError) -> Joke {
    switch self {
    case .tutorial(let type):
      try await TutorialJokeSource(client: client).joke(of: type)
    case .icanhazdadjoke:
      try await ICanHazDadJokeSource(client: client).joke(of: .dadJoke)
    case .icanhazdadjokeID(let id):
      try await ICanHazDadJokeSource(client: client).joke(id: id)
    case .chuckNorris(let category):
      try await ChuckNorrisSource(client: client, category: category).joke(of: .chuckNorris)
    case .jokeAPI(let safeMode):
      try await JokeAPISource(client: client, safeMode: safeMode).joke(of: .random)
    }
  }

  /// The error the source throws, or `nil` when it returns a joke.
  func error(on client: HTTPClient) async -> JokeError? {
    do {
      _ = try await run(on: client)
      return nil
    } catch {
      return error
    }
  }

  var testDescription: String {
    switch self {
    case .tutorial(let type): "tutorial \(type)"
    case .icanhazdadjoke: "icanhazdadjoke"
    case .icanhazdadjokeID(let id): "icanhazdadjoke /j/\(id)"
    case .chuckNorris(let category): "chucknorris \(category ?? "any")"
    case .jokeAPI(let safeMode): "jokeapi\(safeMode ? " safe-mode" : "")"
    }
  }
}
