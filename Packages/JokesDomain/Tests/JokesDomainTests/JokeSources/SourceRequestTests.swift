import Foundation
import Networking
import Testing

@testable import JokesDomain

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What each source sends: path, query and the headers the services ask for.
@Suite struct SourceRequestTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let ask: Ask
    let fixture: String
    let path: String
    let query: [URLQueryItem]
    var testDescription: String { "\(ask)" }
  }

  static let tutorialJoke = "tutorial/placeholder_from-tutorial-swift-model.json"

  static let cases: [Case] =
    JokeType.allCases.map { type in
      Case(
        ask: .tutorial(type), fixture: tutorialJoke, path: "/retrieveJokes.php",
        query: [URLQueryItem(name: "type", value: type.identifier)])
    } + [
      Case(
        ask: .icanhazdadjoke, fixture: "icanhazdadjoke/GET_root_accept-json.json", path: "/",
        query: []),
      Case(
        ask: .icanhazdadjokeID("R7UfaahVfFd"), fixture: "icanhazdadjoke/GET_j_R7UfaahVfFd.json",
        path: "/j/R7UfaahVfFd", query: []),
      Case(
        ask: .chuckNorris, fixture: "chucknorris/GET_jokes_random.json", path: "/jokes/random",
        query: []),
      Case(
        ask: .chuckNorris(category: "money"),
        fixture: "chucknorris/GET_jokes_random_category-money.json", path: "/jokes/random",
        query: [URLQueryItem(name: "category", value: "money")]),
      Case(
        ask: .jokeAPI, fixture: "jokeapi/client-fixture_GET_joke_single.json", path: "/joke/Any",
        query: [URLQueryItem(name: "safe-mode", value: nil)]),
      Case(
        ask: .jokeAPI(safeMode: false), fixture: "jokeapi/client-fixture_GET_joke_single.json",
        path: "/joke/Any", query: []),
    ]

  @Test(arguments: cases)
  func sendsThePathQueryAndHeaders(_ row: Case) async throws {
    let stub = try StubSource.fixture(row.fixture)
    _ = try await row.ask.run(on: stub.client)
    let request = try await stub.onlyRequest()
    let url = try #require(request.url)
    let components = try #require(URLComponents(url: url, resolvingAgainstBaseURL: false))
    #expect(request.httpMethod == "GET")
    #expect(components.host == "jokes.test")
    #expect(components.path == row.path)
    #expect(components.queryItems ?? [] == row.query)
    #expect(request.value(forHTTPHeaderField: "Accept") == "application/json")
  }

  @Test func safeModeIsAFlagWithoutAValue() async throws {
    let stub = try StubSource.fixture("jokeapi/client-fixture_GET_joke_single.json")
    _ = try await Ask.jokeAPI.run(on: stub.client)
    let url = try #require(try await stub.onlyRequest().url)
    #expect(url.absoluteString == "https://jokes.test/joke/Any?safe-mode")
  }

  /// `Accept` is the service's to choose; who is asking is the client's (the app's).
  @Test func theSourcesAcceptAndTheClientsUserAgent() async throws {
    let log = RequestLog()
    let client = HTTPClient(
      baseURL: StubSource.baseURL,
      configuration: HTTPClient.Configuration(
        userAgent: "other/1.0", accept: "text/plain", retry: .never),
      transport: ClosureTransport { request in
        await log.append(request)
        return try Fixture.response("icanhazdadjoke/GET_root_accept-json.json")
      })
    _ = try await ICanHazDadJokeSource(client: client).joke(of: .dadJoke)
    let request = try #require(await log.requests.first)
    #expect(request.value(forHTTPHeaderField: "Accept") == "application/json")
    #expect(request.value(forHTTPHeaderField: "User-Agent") == "other/1.0")
  }

  @Test(arguments: [Ask.tutorial(.yoMama), .icanhazdadjoke, .chuckNorris, .jokeAPI])
  func pathsJoinABaseURLsOwnPath(ask: Ask) async throws {
    let fixture =
      switch ask.sourceID {
      case .tutorial: Self.tutorialJoke
      case .icanhazdadjoke: "icanhazdadjoke/GET_root_accept-json.json"
      case .chucknorris: "chucknorris/GET_jokes_random.json"
      case .jokeapi: "jokeapi/client-fixture_GET_joke_single.json"
      }
    let stub = StubSource(
      baseURL: try #require(URL(string: "http://127.0.0.1:8080/fixtures/")),
      answering: try Fixture.response(fixture))
    _ = try await ask.run(on: stub.client)
    let url = try #require(try await stub.onlyRequest().url)
    #expect(url.absoluteString.hasPrefix("http://127.0.0.1:8080/fixtures/"))
  }
}
