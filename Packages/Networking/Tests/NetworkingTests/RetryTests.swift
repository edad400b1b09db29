import Foundation
import NetworkingTestSupport
import Testing

@testable import Networking

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Retries, counted by the server; the client's waits are recorded, not slept.
@Suite struct RetryTests {
  struct RetryCase: Sendable, CustomStringConvertible {
    let name: String
    let script: [ScriptedResponse]
    let requests: Int
    let waits: [Duration]
    let failsWith: Int?
    var description: String { name }
  }

  static let ok = ScriptedResponse.json(#"{"ok":true}"#)
  static let retryDate = RetryAfter.imfFixdate(TestHarness.now.addingTimeInterval(3))

  // Jitter is pinned at 0.5 with a 10 ms base: waits are 5 ms, 10 ms, 20 ms, …
  static let cases: [RetryCase] = [
    .init(
      name: "503 twice then 200",
      script: [.text("down", status: 503), .text("down", status: 503), ok],
      requests: 3, waits: [.milliseconds(5), .milliseconds(10)], failsWith: nil),
    .init(
      name: "500 on every attempt", script: [.text("boom", status: 500)], requests: 3,
      waits: [.milliseconds(5), .milliseconds(10)], failsWith: 500),
    .init(
      name: "408", script: [.text("slow", status: 408), ok], requests: 2,
      waits: [.milliseconds(5)], failsWith: nil),
    .init(
      name: "429 with Retry-After seconds",
      script: [.json("{}", status: 429, headers: [("Retry-After", "2")]), ok], requests: 2,
      waits: [.seconds(2)], failsWith: nil),
    .init(
      name: "429 with Retry-After HTTP date",
      script: [.json("{}", status: 429, headers: [("Retry-After", retryDate)]), ok],
      requests: 2, waits: [.seconds(3)], failsWith: nil),
    .init(
      name: "404 is not retried", script: [.text("missing", status: 404), ok], requests: 1,
      waits: [], failsWith: 404),
    .init(
      name: "400 is not retried", script: [.text("bad", status: 400), ok], requests: 1, waits: [],
      failsWith: 400),
  ]

  @Test(arguments: cases)
  func retriesFollowThePolicy(_ testCase: RetryCase) async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    server.route("/r", responses: testCase.script)
    let harness = TestHarness()
    let client = harness.client(server.baseURL)
    do {
      let response = try await client.fetchResponse(Endpoint("r"))
      #expect(testCase.failsWith == nil)
      #expect(response.body == Self.ok.body)
    } catch let error as NetworkError {
      guard case .httpStatus(let code, _, _) = error.detail else {
        Issue.record("expected httpStatus, got \(error)")
        return
      }
      #expect(code == testCase.failsWith)
    }
    #expect(server.requestCount(path: "/r") == testCase.requests)
    #expect(harness.sleeps.all == testCase.waits)
  }

  @Test func aLasting429IsRateLimitedWithTheServersWait() async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    server.route("/limited", .json("{}", status: 429, headers: [("Retry-After", "0")]))
    let harness = TestHarness()
    let client = harness.client(server.baseURL)
    let error = await TestHarness.error { try await client.fetchResponse(Endpoint("limited")) }
    #expect(
      error
        == .rateLimited(url: server.baseURL.appendingPathComponent("limited"), retryAfter: .zero))
    #expect(server.requestCount(path: "/limited") == 3)
  }

  @Test func refusedConnectionsAreRetriedUpToMaxAttempts() async throws {
    let dead = try DeadPort()
    defer { dead.close() }
    let base = dead.baseURL
    let harness = TestHarness()
    let client = harness.client(
      base,
      configuration: TestHarness.quick(
        retry: RetryPolicy(maxAttempts: 4, baseDelay: .milliseconds(1))))
    let error = await TestHarness.error { try await client.fetchResponse(Endpoint("x")) }
    guard case .cannotConnect = error?.detail else {
      Issue.record("expected cannotConnect, got \(String(describing: error))")
      return
    }
    #expect(harness.sleeps.all.count == 3)
  }

  @Test func waitPastTheDeadlineFailsNowWithTheLastError() async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    server.route("/r", .json("{}", status: 503, headers: [("Retry-After", "30")]), Self.ok)
    let harness = TestHarness()
    let client = harness.client(
      server.baseURL, configuration: TestHarness.quick(deadline: .seconds(2)))
    let error = await TestHarness.error { try await client.fetchResponse(Endpoint("r")) }
    #expect(
      error
        == .httpStatus(
          status: 503, url: server.baseURL.appendingPathComponent("r"), bodyExcerpt: "{}"))
    #expect(server.requestCount(path: "/r") == 1)
    #expect(harness.sleeps.all.isEmpty)
  }

  @Test func deadlineCutsASlowAttemptShort() async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    server.route("/r", Self.ok.delayed(by: .seconds(30)))
    let harness = TestHarness()
    let client = harness.client(
      server.baseURL,
      // Long enough for the request to reach the server even while the first request of the
      // run makes the shared session on a busy machine (1 s was not, beside two builds),
      // short of the server's 30 s.
      configuration: TestHarness.quick(idleTimeout: .seconds(60), deadline: .seconds(5)))
    let error = await TestHarness.error { try await client.fetchResponse(Endpoint("r")) }
    #expect(error == .timedOut(url: server.baseURL.appendingPathComponent("r")))
    #expect(server.requestCount(path: "/r") == 1)
  }

  @Test func realBackoffSleepsStillSucceed() async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    server.route("/r", .text("down", status: 502), Self.ok)
    var configuration = TestHarness.quick()
    configuration.retry = RetryPolicy(maxAttempts: 2, baseDelay: .milliseconds(5))
    let client = HTTPClient(baseURL: server.baseURL, configuration: configuration)
    let response = try await client.fetchResponse(Endpoint("r"))
    #expect(response.status == 200)
    #expect(server.requestCount(path: "/r") == 2)
  }

  @Test func closureTransportRetriesToo() async throws {
    let calls = Recorder<Int>()
    let transport = ClosureTransport { _ in
      calls.append(1)
      return calls.all.count < 3 ? .json("{}", status: 503) : .json("[]")
    }
    let harness = TestHarness()
    let base = try #require(URL(string: "https://example.com"))
    let values = try await harness.client(base, transport: transport).fetch(
      Endpoint("x"), as: [Int].self)
    #expect(values.isEmpty)
    #expect(calls.all.count == 3)
  }
}
