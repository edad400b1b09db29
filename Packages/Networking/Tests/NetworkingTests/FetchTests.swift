import Foundation
import NetworkingTestSupport
import Testing

@testable import Networking

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite struct FetchTests {
  struct Todo: Decodable, Equatable, Sendable {
    let userId: Int
    let id: Int
    let title: String
    let completed: Bool
  }

  static let todosJSON = #"""
    [{"userId":1,"id":1,"title":"delectus aut autem","completed":false},
     {"userId":1,"id":2,"title":"quis ut nam","completed":true}]
    """#

  @Test func fetchDecodesJSONFromAPathAndQueryUnderTheBaseURL() async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    server.route("/api/todos", .json(Self.todosJSON))
    let client = TestHarness().client(server.baseURL.appendingPathComponent("api"))
    let todos = try await client.fetch(
      Endpoint("todos", queryItems: [URLQueryItem(name: "userId", value: "1")]),
      as: [Todo].self)
    #expect(todos.map(\.id) == [1, 2])
    #expect(todos.first?.title == "delectus aut autem")
    let request = try #require(server.requests.first)
    #expect(request.method == "GET")
    #expect(request.queryItems == [URLQueryItem(name: "userId", value: "1")])
  }

  @Test func fetchUsesTheCallersDecoder() async throws {
    struct Joke: Decodable {
      let jokeText: String
      let createdAt: Date
    }
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    server.route(
      "/joke", .json(#"{"joke_text":"knock knock","created_at":"2025-01-01T00:00:00Z"}"#))
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    decoder.dateDecodingStrategy = .iso8601
    let joke = try await TestHarness().client(server.baseURL).fetch(
      Endpoint("joke"), as: Joke.self, decoder: decoder)
    #expect(joke.jokeText == "knock knock")
    #expect(joke.createdAt == TestHarness.now)
  }

  @Test func rawResponseCarriesBytesStatusAndCaseInsensitiveHeaders() async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    let xml =
      #"<?xml version="1.0"?><rollcall-vote><vote-result>Passed</vote-result></rollcall-vote>"#
    server.route(
      "/evs/2024/roll001.xml",
      ScriptedResponse(
        status: 203, headers: [("Content-Type", "text/xml"), ("X-Vote-Count", "434")],
        body: Data(xml.utf8)))
    let response = try await TestHarness().client(server.baseURL).fetchResponse(
      Endpoint("evs/2024/roll001.xml"))
    #expect(response.body == Data(xml.utf8))
    #expect(response.status == 203)
    #expect(response.origin == .network)
    #expect(response.url == server.baseURL.appendingPathComponent("evs/2024/roll001.xml"))
    #expect(response.headers["content-type"] == "text/xml")
    #expect(response.headers["CONTENT-TYPE"] == "text/xml")
    #expect(response.headers["x-vote-count"] == "434")
  }

  @Test func requestCarriesUserAgentAcceptAndCallerHeaders() async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    server.route("/a", .json("{}"))
    server.route("/b", .json("{}"))
    var configuration = TestHarness.quick()
    configuration.userAgent = "todos/0.1 (+https://example.com/todos)"
    configuration.defaultHeaders = ["X-Api-Key": "default-key", "X-Trace": "t1"]
    let client = TestHarness().client(server.baseURL, configuration: configuration)
    _ = try await client.fetchResponse(Endpoint("a"))
    _ = try await client.fetchResponse(
      Endpoint("b", headers: ["accept": "application/xml", "x-api-key": "endpoint-key"]))
    let requests = server.requests
    try #require(requests.count == 2)
    let first = requests[0]
    let second = requests[1]
    #expect(first.header("User-Agent") == "todos/0.1 (+https://example.com/todos)")
    #expect(first.header("Accept") == "application/json")
    #expect(first.header("X-Api-Key") == "default-key")
    #expect(first.header("X-Trace") == "t1")
    #expect(second.header("Accept") == "application/xml")
    #expect(second.header("X-Api-Key") == "endpoint-key")
    #expect(second.header("X-Trace") == "t1")
    #expect(second.headers.count { $0.name.lowercased() == "accept" } == 1)
    #expect(second.headers.count { $0.name.lowercased() == "x-api-key" } == 1)
  }

  @Test func closureTransportAnswersWithoutSockets() async throws {
    let seen = Recorder<URLRequest>()
    let transport = ClosureTransport { request in
      seen.append(request)
      return .json(FetchTests.todosJSON)
    }
    let base = try #require(URL(string: "https://jsonplaceholder.typicode.com"))
    let todos = try await TestHarness().client(base, transport: transport).fetch(
      Endpoint("todos"), as: [Todo].self)
    #expect(todos.count == 2)
    let request = try #require(seen.all.first)
    #expect(request.url?.absoluteString == "https://jsonplaceholder.typicode.com/todos")
    #expect(request.value(forHTTPHeaderField: "User-Agent") == "networking-tests/1.0")
  }

  @Test func closureTransportErrorsAreMappedAndBodiesCapped() async throws {
    struct Offline: Error {}
    let base = try #require(URL(string: "https://example.com"))
    let harness = TestHarness()
    let failing = harness.client(
      base, configuration: TestHarness.quick(retry: .never),
      transport: ClosureTransport { _ in throw Offline() })
    let error = await TestHarness.error { try await failing.fetchResponse(Endpoint("x")) }
    guard case .cannotConnect(let url, _) = error?.detail else {
      Issue.record("expected cannotConnect, got \(String(describing: error))")
      return
    }
    #expect(url.absoluteString == "https://example.com/x")
    let huge = harness.client(
      base, configuration: TestHarness.quick(maxResponseBytes: 4),
      transport: ClosureTransport { _ in .json("[1,2,3]") })
    let tooLarge = await TestHarness.error { try await huge.fetchResponse(Endpoint("x")) }
    #expect(tooLarge == .responseTooLarge(url: base.appendingPathComponent("x"), limit: 4))
  }
}
