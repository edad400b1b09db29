import Foundation
import Networking
import NetworkingTestSupport
import Testing

@testable import JokesDomain

@Suite struct JokeCatalogTests {
  static let mapping: [(JokeSourceSelection, JokeType, JokeSourceID)] = [
    (.living, .chuckNorris, .chucknorris),
    (.living, .dadJoke, .icanhazdadjoke),
    (.living, .random, .jokeapi),
    (.living, .yoMama, .tutorial),
    (.tutorial, .chuckNorris, .tutorial),
    (.tutorial, .dadJoke, .tutorial),
    (.tutorial, .random, .tutorial),
    (.tutorial, .yoMama, .tutorial),
  ]

  @Test(arguments: mapping)
  func eachTypeHasALivingService(
    selection: JokeSourceSelection, type: JokeType, expected: JokeSourceID
  ) throws {
    #expect(selection.sourceID(for: type) == expected)
    let catalog = JokeCatalog(selection: selection) { HTTPClient(baseURL: $0) }
    let source = catalog.source(for: type)
    #expect(source.id == expected)
    #expect(source.supports(type))
    #expect(source.siteName == expected.siteName)
  }

  @Test func livingIsTheDefault() {
    #expect(JokeCatalog { HTTPClient(baseURL: $0) }.selection == .living)
  }

  static let publicURLs: [(JokeSourceID, String)] = [
    (.tutorial, "https://jokes.guyliangilsing.me"),
    (.icanhazdadjoke, "https://icanhazdadjoke.com"),
    (.chucknorris, "https://api.chucknorris.io"),
    (.jokeapi, "https://v2.jokeapi.dev"),
  ]

  @Test(arguments: publicURLs)
  func clientsGetThePublicBaseURLsByDefault(id: JokeSourceID, url: String) {
    #expect(id.defaultBaseURL.absoluteString == url)
    #expect(JokeSourceURLs()[id].absoluteString == url)
    let catalog = JokeCatalog { HTTPClient(baseURL: $0) }
    #expect(catalog.source(id).baseURL.absoluteString == url)
  }

  @Test func aServiceOverrideWinsOverTheOverrideForAll() throws {
    let all = try #require(URL(string: "http://127.0.0.1:8080"))
    let one = try #require(URL(string: "http://127.0.0.1:9090/dad"))
    let urls = JokeSourceURLs(overridingAll: all, overrides: [.icanhazdadjoke: one])
    #expect(urls[.icanhazdadjoke] == one)
    #expect(urls[.tutorial] == all)
    #expect(urls[.chucknorris] == all)
    #expect(urls[.jokeapi] == all)
    let onlyOne = JokeSourceURLs(overrides: [.jokeapi: one])
    #expect(onlyOne[.jokeapi] == one)
    #expect(onlyOne[.tutorial] == JokeSourceID.tutorial.defaultBaseURL)
  }

  /// Every service under one base URL, as the fixture server serves them
  /// (`DADJOKES_BASE_URL`), over a real loopback socket.
  @Test(arguments: JokeSourceSelection.allCases)
  func everyServiceLivesUnderOneBaseURL(selection: JokeSourceSelection) async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    server.route(
      "/retrieveJokes.php", try Self.scripted("tutorial/CRAFTED_yomama_label-without-suffix.json"))
    server.route("/", try Self.scripted("icanhazdadjoke/GET_root_accept-json.json"))
    server.route("/jokes/random", try Self.scripted("chucknorris/GET_jokes_random.json"))
    server.route("/joke/Any", try Self.scripted("jokeapi/client-fixture_GET_joke_twopart.json"))
    let catalog = JokeCatalog(
      selection: selection, baseURLs: JokeSourceURLs(overridingAll: server.baseURL)
    ) { HTTPClient(baseURL: $0) }

    var sources: [JokeSourceID] = []
    for type in JokeType.allCases {
      let joke = try await catalog.joke(of: type)
      #expect(!joke.text.isEmpty)
      sources.append(joke.source)
    }

    let expected = JokeType.allCases.map { selection.sourceID(for: $0) }
    #expect(sources == expected)
    let paths = server.requests.map(\.path)
    #expect(paths.count == 4)
    let tutorialRequests = server.requests.filter { $0.path == "/retrieveJokes.php" }
    #expect(tutorialRequests.count == expected.filter { $0 == .tutorial }.count)
    let userAgent = HTTPClient(baseURL: server.baseURL).configuration.userAgent
    #expect(server.requests.allSatisfy { $0.header("User-Agent") == userAgent })
  }

  @Test func aServiceThatIsDownIsNamedWithWhatToTry() async throws {
    let dead = try DeadPort()
    defer { dead.close() }
    let base = dead.baseURL
    let catalog = JokeCatalog(baseURLs: JokeSourceURLs(overridingAll: base)) {
      HTTPClient(baseURL: $0, configuration: HTTPClient.Configuration(retry: .never))
    }
    let error: JokeError
    do {
      let joke = try await catalog.joke(of: .dadJoke)
      Issue.record("a stopped server told a joke: \(joke)")
      return
    } catch let caught {
      error = caught
    }
    guard error.networkError?.code == .cannotConnect else {
      Issue.record("expected cannot connect, got \(error)")
      return
    }
    #expect(error.source == .icanhazdadjoke)
    #expect(error.isTemporary)
    #expect(error.description.hasPrefix("icanhazdadjoke.com: cannot connect to"))
    #expect(error.description.hasSuffix("; try again later, or use `--source tutorial`"))
  }

  static func scripted(_ fixture: String) throws -> ScriptedResponse {
    ScriptedResponse(
      status: 200, headers: [("Content-Type", "application/json")],
      body: try Fixture.data(fixture))
  }
}
