import Foundation
import NetworkingTestSupport
import Testing

@testable import Networking

/// Answers that are not HTTP: the service misbehaved, so the error says so (never "invalid
/// URL", which blames the caller), and nothing a server sends can make the client trap.
@Suite struct BrokenHTTPTests {
  struct RawCase: Sendable, CustomStringConvertible {
    let name: String
    let bytes: String
    var description: String { name }
  }

  static let notHTTP: [RawCase] = [
    .init(name: "HTTP/0.9 body", bytes: #"{"id":1,"title":"no status line"}"#),
    .init(name: "SSH banner", bytes: "SSH-2.0-OpenSSH_9.2\r\n"),
    .init(name: "garbage status line", bytes: "HTTP/1.1 abc Nope\r\n\r\nbody"),
  ]

  @Test(arguments: notHTTP)
  func answerThatIsNotHTTPIsABadResponse(_ testCase: RawCase) async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    server.route("/x", .raw(Data(testCase.bytes.utf8)))
    let client = TestHarness().client(server.baseURL)

    let error = await TestHarness.error { try await client.fetchResponse(Endpoint("x")) }

    guard case .badResponse(let url, _) = error?.detail else {
      Issue.record("expected badResponse, got \(String(describing: error))")
      return
    }
    #expect(url == server.baseURL.appendingPathComponent("x"))
    #expect(server.requests.count == 1, "a broken service is not retried")
  }

  @Test func brokenAnswerFallsBackToTheCachedCopy() async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    server.route("/x", .json("[1]"), .raw(Data("not http".utf8)))
    let cache = HTTPCache(directory: try TestHarness.temporaryDirectory())
    let client = TestHarness().client(
      server.baseURL, configuration: TestHarness.quick(cache: cache, servesStaleOnFailure: true))

    _ = try await client.fetchResponse(Endpoint("x"))
    let stale = try await client.fetchResponse(Endpoint("x"))

    #expect(stale.body == Data("[1]".utf8))
    guard case .stale(_, let failure) = stale.origin, failure.code == .badResponse else {
      Issue.record("expected a stale copy after badResponse, got \(stale.origin)")
      return
    }
  }

  /// Whatever `Content-Length` says, the client answers with a response or a NetworkError.
  ///
  /// Not in the table: 9223372036854775296 through 9223372036854775807. FoundationNetworking
  /// (swift-corelibs-foundation, `_EasyHandle`'s header callback) converts libcurl's length,
  /// a Double, with `Int64(_:)`, which traps on 2⁶³: such a header kills the process before
  /// any code of this package runs.
  @Test(arguments: [
    "99999999999999999999", "-1", "1e308", "18446744073709551616", "9223372036854775295", "2, 3",
  ])
  func hostileContentLengthNeverTraps(_ length: String) async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    server.route(
      "/x",
      ScriptedResponse.json("[1]", headers: [("Content-Length", length)]).closingAfter(
        bodyBytes: 3))
    let client = TestHarness().client(
      server.baseURL, configuration: TestHarness.quick(retry: .never))

    do {
      let response = try await client.fetchResponse(Endpoint("x"))
      #expect(response.body.count <= 3)
    } catch {
      #expect(error is NetworkError)
    }
  }

  /// The loopback server reads chunk sizes from its peer; a size near `Int.max` must be a
  /// malformed request, not an overflow.
  @Test(arguments: ["7fffffffffffffff", "ffffffffffffffffffff", "-1"])
  func loopbackServerRefusesAbsurdChunkSizes(_ size: String) throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    let client = try RawClient(port: server.port)
    client.send(
      "POST /upload HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n"
        + "3\r\nabc\r\n\(size)\r\n")

    let response = try #require(RawResponse(pieces: client.readPiecesToEnd()))

    #expect(response.statusLine == "HTTP/1.1 400 Bad Request")
  }
}
