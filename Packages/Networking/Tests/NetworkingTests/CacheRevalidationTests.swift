import Foundation
import NetworkingTestSupport
import Testing

@testable import Networking

/// ``HTTPClient`` with an ``HTTPCache``: validators, 304s and stale fallback, over loopback.
@Suite struct CacheRevalidationTests {
  static let lastModified = "Tue, 31 Dec 2024 12:00:00 GMT"
  static let v1 = ScriptedResponse.json(
    #"[{"id":1}]"#, headers: [("ETag", "\"v1\""), ("Last-Modified", lastModified)])

  static func cachingClient(
    _ harness: TestHarness, _ base: URL, stale: Bool = false, retry: RetryPolicy? = nil
  ) throws -> (HTTPClient, HTTPCache) {
    let cache = HTTPCache(directory: try TestHarness.temporaryDirectory())
    var configuration = TestHarness.quick(cache: cache, servesStaleOnFailure: stale)
    if let retry { configuration.retry = retry }
    return (harness.client(base, configuration: configuration), cache)
  }

  @Test func notModifiedServesTheCachedBodyAfterSendingValidators() async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    server.route("/todos", Self.v1, ScriptedResponse(status: 304, headers: [("ETag", "\"v1\"")]))
    let harness = TestHarness()
    let (client, cache) = try Self.cachingClient(harness, server.baseURL)
    let first = try await client.fetchResponse(Endpoint("todos"))
    #expect(first.origin == .network)
    #expect(server.requests.first?.header("If-None-Match") == nil)
    harness.clock.append(TestHarness.now.addingTimeInterval(600))
    let second = try await client.fetchResponse(Endpoint("todos"))
    #expect(second.origin == .revalidated)
    #expect(second.body == Self.v1.body)
    #expect(second.status == 200)
    #expect(second.headers["etag"] == "\"v1\"")
    let revalidation = try #require(server.requests.last)
    #expect(revalidation.header("If-None-Match") == "\"v1\"")
    #expect(revalidation.header("If-Modified-Since") == Self.lastModified)
    let ids = try await client.fetch(Endpoint("todos"), as: [[String: Int]].self)
    #expect(ids == [["id": 1]])
    #expect(
      cache.entry(for: server.baseURL.appendingPathComponent("todos"))?.fetchedAt
        == TestHarness.now.addingTimeInterval(600))
  }

  @Test func changedResourceReplacesTheCachedCopy() async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    let v2 = ScriptedResponse.json(#"[{"id":2}]"#, headers: [("ETag", "\"v2\"")])
    server.route("/todos", Self.v1, v2, ScriptedResponse(status: 304))
    let (client, cache) = try Self.cachingClient(TestHarness(), server.baseURL)
    _ = try await client.fetchResponse(Endpoint("todos"))
    let changed = try await client.fetchResponse(Endpoint("todos"))
    #expect(changed.origin == .network)
    #expect(changed.body == v2.body)
    let third = try await client.fetchResponse(Endpoint("todos"))
    #expect(third.origin == .revalidated)
    #expect(third.body == v2.body)
    #expect(server.requests.last?.header("If-None-Match") == "\"v2\"")
    #expect(cache.entry(for: server.baseURL.appendingPathComponent("todos"))?.etag == "\"v2\"")
  }

  @Test func serverErrorAfterRetriesServesStaleCopyWithItsAge() async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    server.route("/todos", Self.v1, .text("down", status: 503))
    let harness = TestHarness()
    let (client, _) = try Self.cachingClient(harness, server.baseURL, stale: true)
    _ = try await client.fetchResponse(Endpoint("todos"))
    harness.clock.append(TestHarness.now.addingTimeInterval(90))
    let stale = try await client.fetchResponse(Endpoint("todos"))
    let url = server.baseURL.appendingPathComponent("todos")
    #expect(
      stale.origin
        == .stale(age: 90, cause: .httpStatus(status: 503, url: url, bodyExcerpt: "down")))
    #expect(stale.body == Self.v1.body)
    #expect(server.requestCount(path: "/todos") == 4)  // 1 fresh + 3 attempts
  }

  @Test func unreachableServerServesStaleCopy() async throws {
    let dead = try DeadPort()
    defer { dead.close() }
    let base = dead.baseURL
    let harness = TestHarness()
    let (client, cache) = try Self.cachingClient(harness, base, stale: true, retry: .never)
    let url = base.appendingPathComponent("todos")
    try cache.store(
      CacheEntry(
        url: url, status: 200, etag: nil, lastModified: nil, contentType: "application/json",
        fetchedAt: TestHarness.now.addingTimeInterval(-30), body: Data("[]".utf8)))
    let stale = try await client.fetch(Endpoint("todos"), as: [Int].self)
    #expect(stale.isEmpty)
    let response = try await client.fetchResponse(Endpoint("todos"))
    #expect(
      response.origin
        == .stale(age: 30, cause: .cannotConnect(url: url, reason: "connection refused")))
  }

  @Test func timeoutServesStaleCopy() async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    server.route("/todos", Self.v1, Self.v1.delayed(by: .seconds(3)))
    let harness = TestHarness()
    let cache = HTTPCache(directory: try TestHarness.temporaryDirectory())
    // The first client fills the cache; the second, sharing it, has a short deadline.
    let filler = harness.client(server.baseURL, configuration: TestHarness.quick(cache: cache))
    _ = try await filler.fetchResponse(Endpoint("todos"))
    let client = harness.client(
      server.baseURL,
      configuration: TestHarness.quick(
        idleTimeout: .seconds(10), deadline: .milliseconds(300), cache: cache,
        servesStaleOnFailure: true))
    let stale = try await client.fetchResponse(Endpoint("todos"))
    #expect(
      stale.origin
        == .stale(age: 0, cause: .timedOut(url: server.baseURL.appendingPathComponent("todos"))))
  }

  struct NoStaleCase: Sendable, CustomStringConvertible {
    let name: String
    let stale: Bool
    let failure: ScriptedResponse
    var description: String { name }
  }

  @Test(arguments: [
    NoStaleCase(name: "stale fallback off", stale: false, failure: .text("down", status: 503)),
    NoStaleCase(name: "404 is an answer, not an outage", stale: true, failure: .notFound),
  ])
  func failureIsThrownWhenNoStaleCopyApplies(_ testCase: NoStaleCase) async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    server.route("/todos", Self.v1, testCase.failure)
    let (client, _) = try Self.cachingClient(
      TestHarness(), server.baseURL, stale: testCase.stale, retry: .never)
    _ = try await client.fetchResponse(Endpoint("todos"))
    let error = await TestHarness.error { try await client.fetchResponse(Endpoint("todos")) }
    guard case .httpStatus(let code, _, _) = error?.detail else {
      Issue.record("expected httpStatus, got \(String(describing: error))")
      return
    }
    #expect(code == testCase.failure.status)
  }

  @Test func corruptCacheFileIsIgnoredAndReplacedByTheNextResponse() async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    server.route("/todos", Self.v1)
    let (client, cache) = try Self.cachingClient(TestHarness(), server.baseURL)
    let url = server.baseURL.appendingPathComponent("todos")
    try FileManager.default.createDirectory(at: cache.directory, withIntermediateDirectories: true)
    try Data("networking-cache 1\n{\"trunc".utf8).write(to: cache.fileURL(for: url))
    let response = try await client.fetchResponse(Endpoint("todos"))
    #expect(response.origin == .network)
    #expect(server.requests.first?.header("If-None-Match") == nil)
    #expect(cache.entry(for: url)?.body == Self.v1.body)
  }
}
