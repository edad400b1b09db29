import Foundation
import NetworkingTestSupport
import Testing

@testable import Networking

/// The three ``CacheUse`` modes with a fresh entry, counted on the loopback server.
@Suite struct CacheUseTests {
  static let lastModified = "Tue, 31 Dec 2024 12:00:00 GMT"
  static let v1 = ScriptedResponse.json(
    #"[1]"#,
    headers: [
      ("Cache-Control", "max-age=600"), ("ETag", "\"v1\""), ("Last-Modified", lastModified),
    ])
  static let v2 = ScriptedResponse.json(
    #"[2]"#, headers: [("Cache-Control", "max-age=600"), ("ETag", "\"v2\"")])

  struct ModeCase: Sendable, CustomStringConvertible {
    let use: CacheUse
    /// What the server answers the second request with, if one is made.
    let second: ScriptedResponse
    let origin: ResponseOrigin
    let requests: Int
    let sendsValidators: Bool
    let body: Data
    var description: String { "\(use)" }
  }

  @Test(arguments: [
    ModeCase(
      use: .followFreshness, second: v2, origin: .cache(age: 120), requests: 1,
      sendsValidators: false, body: v1.body),
    ModeCase(
      use: .revalidate, second: .status(304), origin: .revalidated, requests: 2,
      sendsValidators: true, body: v1.body),
    ModeCase(
      use: .reload, second: v2, origin: .network, requests: 2, sendsValidators: false,
      body: v2.body),
  ])
  func eachModeUsesAFreshEntryItsOwnWay(_ testCase: ModeCase) async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    server.route("/todos", Self.v1, testCase.second)
    let harness = TestHarness()
    let cache = HTTPCache(directory: try TestHarness.temporaryDirectory())
    var configuration = TestHarness.quick(cache: cache)
    configuration.cacheUse = testCase.use
    let client = harness.client(server.baseURL, configuration: configuration)
    _ = try await client.fetchResponse(Endpoint("todos"))
    harness.clock.append(TestHarness.now.addingTimeInterval(120))
    let second = try await client.fetchResponse(Endpoint("todos"))
    #expect(second.origin == testCase.origin)
    #expect(second.body == testCase.body)
    #expect(server.requestCount(path: "/todos") == testCase.requests)
    let last = try #require(server.requests.last)
    let validators = [last.header("If-None-Match"), last.header("If-Modified-Since")]
    if testCase.requests > 1 {
      let expected = testCase.sendsValidators ? ["\"v1\"", Self.lastModified] : [nil, nil]
      #expect(validators == expected)
    }
    // Whatever the mode, the cache holds what the server said last.
    let stored = cache.entry(for: server.baseURL.appendingPathComponent("todos"))
    #expect(stored?.body == testCase.body)
  }

  @Test(arguments: [CacheUse.followFreshness, .revalidate, .reload])
  func everyModeFallsBackToTheStoredCopy(_ use: CacheUse) async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    // Stale after a minute, so followFreshness asks too.
    let v1 = ScriptedResponse.json(#"[1]"#, headers: [("Cache-Control", "max-age=60")])
    server.route("/todos", v1, .text("down", status: 503))
    let harness = TestHarness()
    var configuration = TestHarness.quick(
      retry: .never, cache: HTTPCache(directory: try TestHarness.temporaryDirectory()),
      servesStaleOnFailure: true)
    configuration.cacheUse = use
    let client = harness.client(server.baseURL, configuration: configuration)
    _ = try await client.fetchResponse(Endpoint("todos"))
    harness.clock.append(TestHarness.now.addingTimeInterval(300))
    let stale = try await client.fetchResponse(Endpoint("todos"))
    let url = server.baseURL.appendingPathComponent("todos")
    #expect(
      stale.origin
        == .stale(age: 300, cause: .httpStatus(status: 503, url: url, bodyExcerpt: "down"))
    )
    #expect(stale.body == v1.body)
    #expect(server.requestCount(path: "/todos") == 2)
  }

  /// `with(cache: nil)`: a caller that keeps bodies itself (the votes roll store) neither
  /// writes the cache nor answers from it, and keeps the client's other settings.
  @Test func aClientWithoutItsCacheNeitherStoresNorServesACopy() async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    server.route("/todos", Self.v1)
    let directory = try TestHarness.temporaryDirectory()
    let cache = HTTPCache(directory: directory)
    let cached = TestHarness().client(
      server.baseURL, configuration: TestHarness.quick(cache: cache))
    let client = cached.with(cache: nil)
    _ = try await client.fetchResponse(Endpoint("todos"))
    let second = try await client.fetchResponse(Endpoint("todos"))
    #expect(second.origin == .network)
    #expect(server.requestCount(path: "/todos") == 2)
    #expect(cache.entry(for: server.baseURL.appendingPathComponent("todos")) == nil)
    #expect(client.configuration.userAgent == cached.configuration.userAgent)
    #expect(client.configuration.politeness == cached.configuration.politeness)
    _ = try await client.with(cache: cache).fetchResponse(Endpoint("todos"))
    #expect(cache.entry(for: server.baseURL.appendingPathComponent("todos"))?.body == Self.v1.body)
  }

  @Test func followFreshnessIsTheDefault() {
    #expect(HTTPClient.Configuration().cacheUse == .followFreshness)
  }
}
