import Foundation
import Networking
import Testing

@testable import JokesDomain

/// Every way each source can fail, and the ``JokeError`` it becomes.
@Suite struct SourceFailureTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let ask: Ask
    let answer: Result<TransportResponse, NetworkError>
    let expected: JokeError
    var testDescription: String { "\(ask): \(name)" }
  }

  static func url(_ path: String) -> URL {
    StubSource.baseURL.appendingPathComponent(path)
  }

  static func fixture(_ name: String, status: Int = 200) -> Result<TransportResponse, NetworkError>
  {
    Result { try Fixture.response(name, status: status) }
      .mapError { _ in .invalidURL("missing fixture \(name)") }
  }

  static let html = TransportResponse(
    status: 200, headers: ["Content-Type": "text/html"],
    body: Data("<html><body>Down for maintenance</body></html>".utf8))

  static let cases: [Case] = [
    Case(
      name: "body status 400", ask: .tutorial(.dadJoke),
      answer: fixture("tutorial/CRAFTED_status-400_invalid-type.json"),
      expected: .sourceError(source: .tutorial, message: "status 400 (error)")),
    Case(
      name: "an HTML page", ask: .tutorial(.yoMama), answer: .success(html),
      expected: .malformed(source: .tutorial, reason: "not JSON")),
    Case(
      name: "no joke", ask: .tutorial(.random),
      answer: .success(.json(#"{"status":200,"response":"success","joke":"  ","type":""}"#)),
      expected: .malformed(source: .tutorial, reason: "no joke in the answer")),
    Case(
      name: "no status", ask: .tutorial(.random), answer: .success(.json(#"{"joke":"x"}"#)),
      expected: .malformed(source: .tutorial, reason: "no \"status\"")),
    Case(
      name: "HTTP 503", ask: .tutorial(.yoMama), answer: .success(.json("oops", status: 503)),
      expected: .network(
        source: .tutorial,
        .httpStatus(
          status: 503, url: URL(string: "https://jokes.test/retrieveJokes.php?type=yomama")!,
          bodyExcerpt: "oops"))),
    Case(
      name: "body status 404 at /j/{id}", ask: .icanhazdadjokeID("this-id-is-fake"),
      answer: fixture("icanhazdadjoke/GET_j_unknown-id_http200_body404.json"),
      expected: .notFound(source: .icanhazdadjoke, id: "this-id-is-fake")),
    Case(
      name: "HTTP 404 at /j/{id}", ask: .icanhazdadjokeID("nope"),
      answer: .success(.json("{}", status: 404)),
      expected: .notFound(source: .icanhazdadjoke, id: "nope")),
    Case(
      name: "body status 404 at /", ask: .icanhazdadjoke,
      answer: fixture("icanhazdadjoke/GET_j_unknown-id_http200_body404.json"),
      expected: .sourceError(
        source: .icanhazdadjoke,
        message: "status 404 (Joke with id \"this-id-is-fake\" not found)")),
    Case(
      name: "plain text (Accept ignored)", ask: .icanhazdadjoke,
      answer: fixture("icanhazdadjoke/GET_root_accept-text-plain.txt"),
      expected: .malformed(source: .icanhazdadjoke, reason: "not JSON")),
    Case(
      name: "cannot connect", ask: .icanhazdadjoke,
      answer: .failure(.cannotConnect(url: url("/"), reason: "connection refused")),
      expected: .network(
        source: .icanhazdadjoke, .cannotConnect(url: url("/"), reason: "connection refused"))),
    Case(
      name: "unknown category (HTTP 404)", ask: .chuckNorris(category: "nope"),
      answer: fixture(
        "chucknorris/GET_jokes_random_category-unknown_404_RECONSTRUCTED.json",
        status: 404),
      expected: .unknownCategory(source: .chucknorris, category: "nope")),
    Case(
      name: "HTTP 404 without a category", ask: .chuckNorris,
      answer: .success(.json("{}", status: 404)),
      expected: .network(
        source: .chucknorris,
        .httpStatus(status: 404, url: url("jokes/random"), bodyExcerpt: "{}"))),
    Case(
      name: "no value", ask: .chuckNorris, answer: .success(.json(#"{"id":"x","value":null}"#)),
      expected: .malformed(source: .chucknorris, reason: "\"value\" is null")),
    Case(
      name: "timed out", ask: .chuckNorris, answer: .failure(.timedOut(url: url("jokes/random"))),
      expected: .network(source: .chucknorris, .timedOut(url: url("jokes/random")))),
    // The envelope is 407 bytes: the client keeps only the first 200, which still hold the
    // message, the cause and the code.
    Case(
      name: "error envelope (HTTP 400)", ask: .jokeAPI,
      answer: fixture("jokeapi/docs_error_106_invalid-category.json", status: 400),
      expected: .sourceError(
        source: .jokeapi,
        message: "No matching joke found: No jokes were found that match your provided "
          + "filter(s) (code 106)")),
    Case(
      name: "error envelope (HTTP 200)", ask: .jokeAPI,
      answer: fixture("jokeapi/docs_error_106_invalid-category.json"),
      expected: .sourceError(
        source: .jokeapi,
        message: "No matching joke found: No jokes were found that match your provided "
          + "filter(s) (code 106)")),
    Case(
      name: "rate limited (HTTP 429)", ask: .jokeAPI,
      answer: fixture("jokeapi/CRAFTED_error_429_rate-limited.json", status: 429),
      expected: .rateLimited(source: .jokeapi, retryAfter: nil)),
    Case(
      name: "HTTP 500 envelope", ask: .jokeAPI,
      answer: .success(.json(#"{"error":true,"message":"internal"}"#, status: 500)),
      expected: .network(
        source: .jokeapi,
        .httpStatus(
          status: 500, url: URL(string: "https://jokes.test/joke/Any?safe-mode")!,
          bodyExcerpt: #"{"error":true,"message":"internal"}"#))),
    Case(
      name: "HTTP 400 without an envelope", ask: .jokeAPI,
      answer: .success(.json("Bad Request", status: 400)),
      expected: .network(
        source: .jokeapi,
        .httpStatus(
          status: 400, url: URL(string: "https://jokes.test/joke/Any?safe-mode")!,
          bodyExcerpt: "Bad Request"))),
    Case(
      name: "unknown joke type", ask: .jokeAPI,
      answer: .success(.json(#"{"error":false,"type":"threepart","id":1}"#)),
      expected: .malformed(
        source: .jokeapi, reason: "joke type \"threepart\", not single or twopart")),
    Case(
      name: "twopart without delivery", ask: .jokeAPI,
      answer: .success(.json(#"{"type":"twopart","setup":"Why?","id":2}"#)),
      expected: .malformed(
        source: .jokeapi, reason: "a twopart joke without \"setup\" and \"delivery\"")),
    Case(
      name: "id is not a number", ask: .jokeAPI,
      answer: .success(.json(#"{"type":"single","joke":"j","id":"2"}"#)),
      expected: .malformed(source: .jokeapi, reason: "\"id\" is not a number")),
  ]

  @Test(arguments: cases)
  func mapsTheFailure(_ row: Case) async {
    let stub = StubSource(row.answer)
    let error = await row.ask.error(on: stub.client)
    #expect(error == row.expected)
    #expect(error?.source == row.ask.sourceID)
  }

  static let unsupported: [(JokeSourceID, JokeType)] = JokeSourceID.allCases.flatMap { id in
    JokeType.allCases.filter { !id.jokeTypes.contains($0) }.map { (id, $0) }
  }

  @Test(arguments: unsupported)
  func refusesTypesItHasNoJokesOfWithoutARequest(id: JokeSourceID, type: JokeType) async throws {
    let stub = try StubSource.fixture("tutorial/placeholder_from-tutorial-swift-model.json")
    let catalog = JokeCatalog { _ in stub.client }
    let source = catalog.source(id)
    #expect(!source.supports(type))
    await #expect(throws: JokeError.unsupportedType(type, source: id)) {
      try await source.joke(of: type)
    }
    #expect(await stub.log.requests.isEmpty)
  }

  @Test(arguments: ["", "../search", "a/b", "id?x=1", "é", String(repeating: "a", count: 65)])
  func anImpossibleIDIsNotFoundWithoutARequest(id: String) async throws {
    let stub = try StubSource.fixture("icanhazdadjoke/GET_j_R7UfaahVfFd.json")
    let error = await Ask.icanhazdadjokeID(id).error(on: stub.client)
    #expect(error == .notFound(source: .icanhazdadjoke, id: id))
    #expect(await stub.log.requests.isEmpty)
  }
}
