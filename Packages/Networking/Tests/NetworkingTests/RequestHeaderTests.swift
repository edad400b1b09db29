import Foundation
import NetworkingTestSupport
import Testing

@testable import Networking

/// What the client puts in a request's header fields: never a control character, so no value
/// can end its line and start a header of its own.
@Suite struct RequestHeaderTests {
  @Test(arguments: [
    ("plain value", "plain value"), ("a\r\nX-Evil: 1", "aX-Evil: 1"), ("a\nb", "ab"),
    ("tab\there", "tabhere"), ("next\u{85}line", "nextline"), ("del\u{7F}", "del"),
    ("café ©", "café ©"),
  ])
  func controlCharactersAreDropped(value: String, sent: String) async throws {
    #expect(HTTPClient.withoutControls(value) == sent)
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    server.route("/a", .json("{}"))
    var configuration = TestHarness.quick(retry: .never)
    configuration.defaultHeaders = ["X-Note": value]
    let client = TestHarness().client(server.baseURL, configuration: configuration)

    _ = try await client.fetchResponse(Endpoint("a"))

    let request = try #require(server.requests.first)
    #expect(request.header("X-Evil") == nil)
    #expect(request.headers.filter { $0.name.lowercased() == "x-note" }.count == 1)
  }
}
