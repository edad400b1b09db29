import Foundation
import JokesDomain
import Networking

/// One way of asking a source for a joke, answered by a server that sends one fixed body.
enum JokeAsk: Sendable, CustomStringConvertible {
  case tutorial(JokeType)
  case icanhazdadjoke
  case icanhazdadjokeID(String)
  case chuckNorris(category: String?)
  case jokeAPI

  /// The source asked.
  var sourceID: JokeSourceID {
    switch self {
    case .tutorial: .tutorial
    case .icanhazdadjoke, .icanhazdadjokeID: .icanhazdadjoke
    case .chuckNorris: .chucknorris
    case .jokeAPI: .jokeapi
    }
  }

  /// Asks the source on a server that answers every request with `body` and HTTP `status`,
  /// once (no retries).
  func run(answering body: [UInt8], status: Int) async -> Result<Joke, JokeError> {
    let response = TransportResponse(
      status: status, headers: ["Content-Type": "application/json"], body: Data(body))
    let client = HTTPClient(
      baseURL: URL(string: "https://jokes.test")!,
      configuration: HTTPClient.Configuration(retry: .never),
      transport: ClosureTransport { _ in response })
    do {
      return .success(try await joke(on: client))
    } catch {
      return .failure(error)
    }
  }

  private func joke(on client: HTTPClient) async throws(JokeError) -> Joke {
    switch self {
    case .tutorial(let type):
      try await TutorialJokeSource(client: client).joke(of: type)
    case .icanhazdadjoke:
      try await ICanHazDadJokeSource(client: client).joke(of: .dadJoke)
    case .icanhazdadjokeID(let id):
      try await ICanHazDadJokeSource(client: client).joke(id: id)
    case .chuckNorris(let category):
      try await ChuckNorrisSource(client: client, category: category).joke(of: .chuckNorris)
    case .jokeAPI:
      try await JokeAPISource(client: client).joke(of: .random)
    }
  }

  var description: String {
    switch self {
    case .tutorial(let type): "tutorial \(type)"
    case .icanhazdadjoke: "icanhazdadjoke"
    case .icanhazdadjokeID(let id): "icanhazdadjoke /j/\(id)"
    case .chuckNorris(let category): "chucknorris \(category ?? "any")"
    case .jokeAPI: "jokeapi"
    }
  }
}
