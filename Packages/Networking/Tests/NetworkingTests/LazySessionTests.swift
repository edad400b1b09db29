import Foundation
import NetworkingTestSupport
import Testing

@testable import Networking

/// A transport makes its `URLSession` (milliseconds of set-up on Linux) on its first request,
/// not when it is created, so a command that sends nothing never pays for one.
@Suite struct LazySessionTests {
  @Test func theSessionIsMadeOnTheFirstRequestAndThenKept() async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    server.route("/a", .json(#"{"n":1}"#), .json(#"{"n":2}"#))
    let transport = URLSessionTransport()
    let client = TestHarness().client(
      server.baseURL, configuration: TestHarness.quick(), transport: transport)
    #expect(!transport.lazySession.isMade)
    _ = try await client.fetchResponse(Endpoint("a"))
    #expect(transport.lazySession.isMade)
    let first = ObjectIdentifier(transport.lazySession.session)
    _ = try await client.fetchResponse(Endpoint("a"))
    #expect(ObjectIdentifier(transport.lazySession.session) == first)
    #expect(server.requests.count == 2)
  }
}
