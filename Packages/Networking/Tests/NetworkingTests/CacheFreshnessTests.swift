import Foundation
import NetworkingTestSupport
import Testing

@testable import Networking

/// ``HTTPClient`` with an ``HTTPCache`` over loopback: fresh entries served with no request,
/// stale ones revalidated, and the directives that forbid storing or serving.
@Suite struct CacheFreshnessTests {
  static func response(_ body: String, _ headers: [(String, String)]) -> ScriptedResponse {
    .json(body, headers: headers.map { (name: $0.0, value: $0.1) })
  }

  static func client(
    _ harness: TestHarness, _ base: URL, stale: Bool = false, use: CacheUse = .followFreshness
  ) throws -> (HTTPClient, HTTPCache) {
    let cache = HTTPCache(directory: try TestHarness.temporaryDirectory())
    var configuration = TestHarness.quick(retry: .never, cache: cache, servesStaleOnFailure: stale)
    configuration.cacheUse = use
    return (harness.client(base, configuration: configuration), cache)
  }

  static func at(_ seconds: TimeInterval) -> Date {
    TestHarness.now.addingTimeInterval(seconds)
  }

  @Test func freshEntryIsServedWithNoRequestUntilItIsStale() async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    let v1 = Self.response(#"[1]"#, [("Cache-Control", "max-age=60"), ("ETag", "\"v1\"")])
    server.route("/todos", v1, .status(304, headers: [("ETag", "\"v1\"")]))
    let harness = TestHarness()
    let (client, _) = try Self.client(harness, server.baseURL)
    #expect(try await client.fetchResponse(Endpoint("todos")).origin == .network)
    harness.clock.append(Self.at(59))
    let cached = try await client.fetchResponse(Endpoint("todos"))
    #expect(cached.origin == .cache(age: 59))
    #expect(cached.body == v1.body)
    #expect(cached.headers["cache-control"] == "max-age=60")
    #expect(try await client.fetch(Endpoint("todos"), as: [Int].self) == [1])
    #expect(server.requestCount(path: "/todos") == 1)
    harness.clock.append(Self.at(60))
    #expect(try await client.fetchResponse(Endpoint("todos")).origin == .revalidated)
    #expect(server.requestCount(path: "/todos") == 2)
    #expect(server.requests.last?.header("If-None-Match") == "\"v1\"")
  }

  @Test func aStoredFreshEntryIsServedWithZeroRequests() async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    server.route("/todos", Self.response("[2]", []))
    let harness = TestHarness()
    let (client, cache) = try Self.client(harness, server.baseURL)
    try cache.store(
      CacheEntry(
        url: server.baseURL.appendingPathComponent("todos"), status: 200, etag: nil,
        lastModified: nil, contentType: "application/json", fetchedAt: Self.at(-10),
        body: Data("[1]".utf8), headers: ["Cache-Control": "max-age=60", "Age": "5"]))
    #expect(try await client.fetch(Endpoint("todos"), as: [Int].self) == [1])
    #expect(try await client.fetchResponse(Endpoint("todos")).origin == .cache(age: 15))
    #expect(server.requests.isEmpty)
  }

  /// Numbers no server should send: nothing traps, and each reads as stale, so the next
  /// fetch asks again.
  @Test(arguments: [
    [("Cache-Control", "max-age=99999999999999999999999999999")],
    [("Cache-Control", "max-age=-2147483649")],
    [("Cache-Control", "max-age=0x10")],
    [("Cache-Control", "max-age=60"), ("Age", "18446744073709551616")],
    [("Cache-Control", "max-age=60"), ("Date", "Mon, 01 Jan 0001 00:00:00 GMT")],
    [("Expires", "Fri, 31 Dec 9999 23:59:59 GMT"), ("Date", "Fri, 31 Dec 9999 23:59:59 GMT")],
    [("Expires", "-9223372036854775809"), ("Age", "-1"), ("Date", "yesterday")],
  ])
  func hostileNumbersReadAsStale(_ headers: [(String, String)]) async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    server.route("/todos", Self.response("[1]", headers), Self.response("[2]", []))
    let harness = TestHarness()
    let (client, _) = try Self.client(harness, server.baseURL)
    _ = try await client.fetchResponse(Endpoint("todos"))
    harness.clock.append(Self.at(1))
    let second = try await client.fetchResponse(Endpoint("todos"))
    #expect(second.origin == .network && second.body == Data("[2]".utf8))
    #expect(server.requestCount(path: "/todos") == 2)
  }

  @Test func aMaxAgeBeyond2To31IsFreshFor2To31Seconds() async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    server.route("/todos", Self.response("[1]", [("Cache-Control", "max-age=4294967296")]))
    let harness = TestHarness()
    let (client, _) = try Self.client(harness, server.baseURL)
    _ = try await client.fetchResponse(Endpoint("todos"))
    harness.clock.append(Self.at(2_147_483_647))
    #expect(try await client.fetchResponse(Endpoint("todos")).origin == .cache(age: 2_147_483_647))
    harness.clock.append(Self.at(2_147_483_648))
    _ = try await client.fetchResponse(Endpoint("todos"))
    #expect(server.requestCount(path: "/todos") == 2)
  }

  /// What jsonplaceholder.typicode.com sends: `max-age` wins over `Expires: -1`, `Pragma` is
  /// ignored beside `Cache-Control`, and `Age` counts: fresh for 43200 − 24720 s.
  @Test func jsonPlaceholderHeadersAreFreshForMaxAgeMinusAge() async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    let etag = #"W/"160d-1eMSsxeJRfnVLRBmYJSbCiJZ1qQ""#
    let headers = [
      ("cache-control", "max-age=43200"), ("expires", "-1"), ("pragma", "no-cache"),
      ("age", "24720"), ("etag", etag),
    ]
    let notModified = ScriptedResponse.status(
      304, headers: [("cache-control", "max-age=43200"), ("age", "0"), ("etag", etag)])
    server.route("/todos", Self.response(#"[{"id":1}]"#, headers), notModified)
    let harness = TestHarness()
    let (client, _) = try Self.client(harness, server.baseURL)
    _ = try await client.fetchResponse(Endpoint("todos"))
    harness.clock.append(Self.at(43200 - 24720 - 1))
    #expect(try await client.fetchResponse(Endpoint("todos")).origin == .cache(age: 43199))
    #expect(server.requestCount(path: "/todos") == 1)
    harness.clock.append(Self.at(43200 - 24720))
    #expect(try await client.fetchResponse(Endpoint("todos")).origin == .revalidated)
    #expect(server.requests.last?.header("If-None-Match") == etag)
    // The 304's own `Age: 0` and max-age make the entry fresh again from the revalidation.
    harness.clock.append(Self.at(43200 - 24720 + 100))
    #expect(try await client.fetchResponse(Endpoint("todos")).origin == .cache(age: 100))
    #expect(server.requestCount(path: "/todos") == 2)
  }

  @Test func notModifiedRefreshesTheStoredFreshness() async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    // No freshness at first (always revalidated); the 304 grants five minutes and a new ETag.
    let v1 = Self.response(#"[1]"#, [("ETag", "\"v1\"")])
    let notModified = ScriptedResponse.status(
      304, headers: [("Cache-Control", "max-age=300"), ("ETag", "\"v1b\"")])
    server.route("/todos", v1, notModified)
    let harness = TestHarness()
    let (client, cache) = try Self.client(harness, server.baseURL)
    _ = try await client.fetchResponse(Endpoint("todos"))
    harness.clock.append(Self.at(10))
    #expect(try await client.fetchResponse(Endpoint("todos")).origin == .revalidated)
    harness.clock.append(Self.at(309))
    #expect(try await client.fetchResponse(Endpoint("todos")).origin == .cache(age: 299))
    #expect(server.requestCount(path: "/todos") == 2)
    let entry = try #require(cache.entry(for: server.baseURL.appendingPathComponent("todos")))
    #expect(entry.etag == "\"v1b\"")
    #expect(entry.fetchedAt == Self.at(10))
  }

  @Test func noStoreIsNotStoredAndRemovesTheStoredCopy() async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    let v1 = Self.response(#"[1]"#, [("ETag", "\"v1\"")])
    let secret = Self.response(
      #"[2]"#, [("Cache-Control", "private, NO-STORE"), ("ETag", "\"v2\"")])
    server.route("/todos", v1, secret, Self.response(#"[3]"#, []))
    let (client, cache) = try Self.client(TestHarness(), server.baseURL)
    let url = server.baseURL.appendingPathComponent("todos")
    _ = try await client.fetchResponse(Endpoint("todos"))
    #expect(cache.entry(for: url) != nil)
    let answer = try await client.fetchResponse(Endpoint("todos"))
    #expect(answer.origin == .network && answer.body == secret.body)
    #expect(cache.entry(for: url) == nil)
    #expect(try FileManager.default.contentsOfDirectory(atPath: cache.directory.path).isEmpty)
    _ = try await client.fetchResponse(Endpoint("todos"))
    #expect(server.requests.last?.header("If-None-Match") == nil)
  }

  @Test(arguments: [
    [("Cache-Control", "no-cache, max-age=3600")],
    [("Pragma", "no-cache"), ("Expires", "Thu, 01 Jan 2026 00:00:00 GMT")],
  ])
  func noCacheIsStoredButAlwaysRevalidated(_ headers: [(String, String)]) async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    let v1 = Self.response(#"[1]"#, headers + [("ETag", "\"v1\"")])
    server.route("/todos", v1, .status(304))
    let harness = TestHarness()
    let (client, _) = try Self.client(harness, server.baseURL)
    _ = try await client.fetchResponse(Endpoint("todos"))
    harness.clock.append(Self.at(1))
    let second = try await client.fetchResponse(Endpoint("todos"))
    #expect(second.origin == .revalidated)
    #expect(second.body == v1.body)
    #expect(server.requestCount(path: "/todos") == 2)
    #expect(server.requests.last?.header("If-None-Match") == "\"v1\"")
  }

  struct FallbackCase: Sendable, CustomStringConvertible {
    let name: String
    let cacheControl: String
    let use: CacheUse
    let after: TimeInterval
    let servesStale: Bool
    var description: String { name }
  }

  @Test(arguments: [
    FallbackCase(
      name: "stale, plain", cacheControl: "max-age=60", use: .followFreshness, after: 61,
      servesStale: true),
    FallbackCase(
      name: "stale, must-revalidate", cacheControl: "max-age=60, must-revalidate",
      use: .followFreshness, after: 61, servesStale: false),
    FallbackCase(
      name: "fresh, must-revalidate, revalidate mode", cacheControl: "max-age=60, must-revalidate",
      use: .revalidate, after: 30, servesStale: true),
    FallbackCase(
      name: "no-cache", cacheControl: "no-cache", use: .followFreshness, after: 1,
      servesStale: false),
  ])
  func staleFallbackHonoursTheDirectives(_ testCase: FallbackCase) async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    let v1 = Self.response(#"[1]"#, [("Cache-Control", testCase.cacheControl), ("ETag", "\"v1\"")])
    server.route("/todos", v1, .text("down", status: 503))
    let harness = TestHarness()
    let (client, _) = try Self.client(harness, server.baseURL, stale: true, use: testCase.use)
    _ = try await client.fetchResponse(Endpoint("todos"))
    harness.clock.append(Self.at(testCase.after))
    let url = server.baseURL.appendingPathComponent("todos")
    let down = NetworkError.httpStatus(status: 503, url: url, bodyExcerpt: "down")
    if testCase.servesStale {
      let stale = try await client.fetchResponse(Endpoint("todos"))
      #expect(stale.origin == .stale(age: testCase.after, cause: down))
      #expect(stale.body == v1.body)
    } else {
      let error = await TestHarness.error { try await client.fetchResponse(Endpoint("todos")) }
      #expect(error == down)
    }
    #expect(server.requestCount(path: "/todos") == 2)
  }
}
