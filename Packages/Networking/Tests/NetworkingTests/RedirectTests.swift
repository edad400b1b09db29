import Foundation
import NetworkingTestSupport
import Testing

@testable import Networking

/// Redirects: credentials stay with the origin they were given for, and a redirect away from
/// HTTP is the server's fault, not the caller's.
@Suite struct RedirectTests {
  static let secrets = [
    "Authorization": "Bearer s3cret-token",
    "Proxy-Authorization": "Basic cHJveHk6cHc=",
    "Cookie": "session=s3cret-cookie",
    "X-Api-Key": "s3cret-key",
    "X-Auth-Token": "s3cret-custom",
  ]

  /// A client whose every request carries the secrets, `X-Auth-Token` marked as a credential.
  static func client(_ baseURL: URL) -> HTTPClient {
    var configuration = TestHarness.quick(retry: .never)
    configuration.defaultHeaders = secrets.merging(["X-Trace": "t1"]) { first, _ in first }
    configuration.credentialHeaderNames = ["x-auth-token"]
    return TestHarness().client(baseURL, configuration: configuration)
  }

  @Test func crossOriginRedirectDropsEveryCredential() async throws {
    let origin = try LoopbackHTTPServer()
    let elsewhere = try LoopbackHTTPServer()
    defer {
      origin.stop()
      elsewhere.stop()
    }
    elsewhere.route("/landed", .json(#"{"ok":true}"#))
    origin.route("/start", .redirect(to: elsewhere.baseURL.absoluteString + "/landed"))

    let response = try await Self.client(origin.baseURL).fetchResponse(Endpoint("start"))

    #expect(response.body == Data(#"{"ok":true}"#.utf8))
    let first = try #require(origin.requests.first)
    #expect(first.header("X-Api-Key") == "s3cret-key", "the origin gets its credentials")
    let landed = try #require(elsewhere.requests.first)
    for name in Self.secrets.keys {
      #expect(landed.header(name) == nil, "\(name) followed the redirect")
    }
    #expect(landed.header("X-Trace") == "t1", "other headers still follow")
  }

  @Test func sameOriginRedirectKeepsTheCredentials() async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    server.route("/landed", .json("{}"))
    server.route("/start", .redirect(to: "/landed", status: 301))

    _ = try await Self.client(server.baseURL).fetchResponse(Endpoint("start"))

    let landed = try #require(server.requests.last)
    #expect(landed.path == "/landed")
    #expect(landed.header("X-Api-Key") == "s3cret-key")
    #expect(landed.header("Authorization") == "Bearer s3cret-token")
  }

  /// A network-path reference (`//host:port/path`) keeps the scheme and, in
  /// FoundationNetworking, the user info of the URL it came from; libcurl then sends that user
  /// info as Basic credentials to the new host.
  @Test(arguments: ["absolute", "network-path"])
  func urlUserInfoNeverCrossesOrigins(_ form: String) async throws {
    let origin = try LoopbackHTTPServer()
    let elsewhere = try LoopbackHTTPServer()
    defer {
      origin.stop()
      elsewhere.stop()
    }
    elsewhere.route("/landed", .json("{}"))
    let target =
      form == "absolute"
      ? "http://user:hunter2@127.0.0.1:\(elsewhere.port)/landed"
      : "//127.0.0.1:\(elsewhere.port)/landed"
    origin.route("/start", .redirect(to: target))
    let base = try #require(URL(string: "http://user:hunter2@127.0.0.1:\(origin.port)"))

    _ = try await TestHarness().client(base, configuration: TestHarness.quick(retry: .never))
      .fetchResponse(Endpoint("start"))

    let landed = try #require(elsewhere.requests.first)
    #expect(landed.header("Authorization") == nil)
  }

  @Test(arguments: [
    "ftp://127.0.0.1/file", "file://127.0.0.1/etc/passwd", "gopher://127.0.0.1:70/",
  ])
  func redirectAwayFromHTTPIsABadResponse(_ location: String) async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    server.route("/start", .redirect(to: location))
    let client = TestHarness().client(
      server.baseURL, configuration: TestHarness.quick(retry: .never))

    let error = await TestHarness.error { try await client.fetchResponse(Endpoint("start")) }

    guard case .badResponse(let url, _) = error?.detail else {
      Issue.record("expected badResponse, got \(String(describing: error))")
      return
    }
    #expect(url == server.baseURL.appendingPathComponent("start"))
    #expect(server.requests.count == 1)
  }

  /// Refusing a redirect must not race FoundationNetworking's own redirect callback: cancelling
  /// the task while it waits for the answer to `willPerformHTTPRedirection` crashed the
  /// process ("Received callback for HTTP redirection, but we're not waiting for it") in about
  /// one run in three. A hundred refusals in a row, one process.
  @Test func refusingRedirectsNeverCrashes() async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    server.route("/start", .redirect(to: "ftp://127.0.0.1:1/file"))
    let client = TestHarness().client(
      server.baseURL, configuration: TestHarness.quick(retry: .never))

    for _ in 0..<100 {
      let error = await TestHarness.error { try await client.fetchResponse(Endpoint("start")) }
      guard case .badResponse = error?.detail else {
        Issue.record("expected badResponse, got \(String(describing: error))")
        return
      }
    }
    #expect(server.requests.count == 100)
  }
}
