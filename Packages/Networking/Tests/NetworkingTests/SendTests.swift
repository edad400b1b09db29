import Foundation
import NetworkingTestSupport
import Testing

@testable import Networking

/// `send(_:method:json:)` over the live transport: the method, body and content type reach the
/// server as given, and a redirect changes the method only where HTTP says it does.
@Suite struct SendTests {
  static let body = Data(#"{"completed":true}"#.utf8)

  @Test(arguments: ["PATCH", "POST", "PUT", "DELETE"])
  func theMethodAndBodyReachTheServer(_ method: String) async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    server.route("/todos/7", .json(#"{"id":7,"completed":true}"#))
    let client = TestHarness().client(server.baseURL, configuration: TestHarness.quick())

    let response = try await client.send(Endpoint("todos/7"), method: method, json: Self.body)

    #expect(response.body == Data(#"{"id":7,"completed":true}"#.utf8))
    let request = try #require(server.requests.first)
    #expect(request.method == method)
    #expect(request.body == Self.body)
    #expect(request.header("Content-Type") == "application/json; charset=utf-8")
    #expect(request.header("Content-Length") == String(Self.body.count))
    #expect(request.header("Expect") == nil)
  }

  /// 307 and 308 repeat the request as it was; 303 (and 301 or 302 after a `POST`) follow with
  /// a `GET` and no body, as browsers and URLSession do.
  @Test(arguments: [
    (307, "PATCH", "PATCH", true), (308, "POST", "POST", true), (303, "PATCH", "GET", false),
    (302, "POST", "GET", false), (301, "POST", "GET", false), (302, "PUT", "PUT", true),
  ])
  func aRedirectKeepsOrDropsTheMethodAsHTTPSays(
    status: Int, method: String, followedWith: String, keepsBody: Bool
  ) async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    server.route("/old", .redirect(to: "/new", status: status))
    server.route("/new", .json("{}"))
    let client = TestHarness().client(server.baseURL, configuration: TestHarness.quick())

    _ = try await client.send(Endpoint("old"), method: method, json: Self.body)

    let requests = server.requests
    try #require(requests.count == 2)
    #expect(requests[1].path == "/new")
    #expect(requests[1].method == followedWith)
    #expect(requests[1].body == (keepsBody ? Self.body : Data()))
  }
}
