import Foundation
import NetworkingTestSupport
import Testing

@testable import Networking

/// One deadline for a whole command: every call made with the configuration ends by it,
/// however many calls there are.
@Suite struct OverallDeadlineTests {
  @Test func sequentialCallsShareOneEnd() async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    server.route("/fast", .json("{}"))
    server.route("/slow", ScriptedResponse.json("{}").delayed(by: .seconds(60)))
    let ownDeadline = Duration.seconds(20)
    var configuration = TestHarness.quick(
      retry: .never, idleTimeout: .seconds(30), deadline: ownDeadline)
    let start = ContinuousClock.now
    // Room for the first call and the second's start on a busy machine (2 s was not, beside
    // two builds), well short of the slow answer's 60 s and the calls' own 20 s.
    configuration.overallDeadline = start.advanced(by: .seconds(6))
    let client = TestHarness().client(server.baseURL, configuration: configuration)

    _ = try await client.fetchResponse(Endpoint("fast"))
    let second = await TestHarness.error { try await client.fetchResponse(Endpoint("slow")) }
    let third = await TestHarness.error { try await client.fetchResponse(Endpoint("fast")) }

    #expect(second == .timedOut(url: server.baseURL.appendingPathComponent("slow")))
    #expect(third == .timedOut(url: server.baseURL.appendingPathComponent("fast")))
    #expect(server.requestCount(path: "/fast") == 1, "the third call never reached the server")
    #expect(server.requestCount(path: "/slow") == 1)
    #expect(ContinuousClock.now - start < ownDeadline, "the calls ended at the shared end")
  }

  @Test func retriesStopAtTheOverallEnd() async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    server.route(
      "/down", ScriptedResponse.text("down", status: 503).delayed(by: .milliseconds(300)))
    var configuration = TestHarness.quick(
      retry: RetryPolicy(maxAttempts: 50, baseDelay: .milliseconds(1), maxDelay: .milliseconds(1)),
      deadline: .seconds(20))
    configuration.overallDeadline = ContinuousClock.now.advanced(by: .seconds(1))
    let client = TestHarness().client(server.baseURL, configuration: configuration)

    let error = await TestHarness.error { try await client.fetchResponse(Endpoint("down")) }

    #expect(error != nil)
    #expect(server.requestCount(path: "/down") < 10, "not 50 attempts over 20 s")
  }

  @Test func eachCallEndsAtTheEarlierOfItsOwnDeadlineAndTheOverallOne() {
    let now = ContinuousClock.now
    var configuration = HTTPClient.Configuration(deadline: .seconds(15))
    #expect(configuration.end(startingAt: now) == now.advanced(by: .seconds(15)))
    configuration.overallDeadline = now.advanced(by: .seconds(3))
    #expect(configuration.end(startingAt: now) == now.advanced(by: .seconds(3)))
    configuration.overallDeadline = now.advanced(by: .seconds(60))
    #expect(configuration.end(startingAt: now) == now.advanced(by: .seconds(15)))
  }
}
