import Foundation
import NetworkingTestSupport
import Testing

@testable import Networking

/// A server's cookies are neither kept nor sent back: a widget's requests carry no state a
/// server planted, and nothing is written to Foundation's cookie store in the user's home.
@Suite struct CookieTests {
  @Test func aSetCookieIsNeverSentBack() async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    server.route(
      "/first",
      ScriptedResponse.json("{}").adding(header: "Set-Cookie", "tracker=abc123; Path=/"))
    server.route("/second", .json("{}"))
    let client = TestHarness().client(
      server.baseURL, configuration: TestHarness.quick(retry: .never))

    _ = try await client.fetchResponse(Endpoint("first"))
    _ = try await client.fetchResponse(Endpoint("second"))

    let second = try #require(server.requests.last)
    #expect(second.path == "/second")
    #expect(second.header("Cookie") == nil)
  }
}
