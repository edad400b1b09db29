import Foundation
import NetworkingTestSupport
import Testing

@testable import Networking

/// Bodies that would exhaust memory or outlast the deadline: compression bombs and endless
/// chunked bodies. The cap and the deadline hold whatever the encoding.
///
/// Serialized, because peak memory is measured for the whole process. The suite has its own
/// transport (its own session, kept for the process: sessions are never torn down), so a body
/// libcurl is still reading in the background cannot delay the other suites' requests on the
/// shared one.
@Suite(.serialized) struct HostileBodyTests {
  static let transport = URLSessionTransport()

  /// How far the process's peak resident memory may rise while refusing a hostile body: far
  /// above the 8 MiB cap, far below the hundreds of MiB the bodies inflate or stream to.
  static let allowedGrowth = 64 << 20

  static let inflatedSize = 512 << 20

  /// The bomb follows its headers after a short pause, then comes at full speed. A bomb sent
  /// in the same breath as its headers is refused just as fast and within the same memory, but
  /// libcurl cannot be stopped from inflating the rest in the background (its work queue does
  /// not let the cancel in while data is pending), which would starve the tests running beside
  /// this one; see the package README.
  @Test(arguments: ContentCoding.allCases)
  func compressionBombIsRefusedAtItsHeaders(_ coding: ContentCoding) async throws {
    try #require(PeakMemory.isAvailable, "needs /proc/self/status and clear_refs (Linux)")
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    server.route(
      "/bomb",
      ScriptedResponse.compressedZeros(Self.inflatedSize, coding: coding)
        .pausingBeforeBody(for: .milliseconds(100)))
    let client = TestHarness().client(
      server.baseURL, configuration: TestHarness.quick(retry: .never),
      transport: Self.transport)

    let (error, growth) = await PeakMemory.growth {
      await TestHarness.error { try await client.fetchResponse(Endpoint("bomb")) }
    }

    guard case .badResponse(_, let reason) = error?.detail else {
      Issue.record("expected badResponse, got \(String(describing: error))")
      return
    }
    #expect(reason.contains(coding.rawValue))
    #expect(growth < Self.allowedGrowth, "peak memory rose by \(growth >> 20) MiB")
    #expect(server.requests.first?.header("Accept-Encoding") == "identity")
  }

  @Test func endlessFastBodyStopsAtTheCap() async throws {
    try #require(PeakMemory.isAvailable, "needs /proc/self/status and clear_refs (Linux)")
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    server.route("/endless", .endless())
    let client = TestHarness().client(
      server.baseURL,
      configuration: TestHarness.quick(retry: .never, deadline: .seconds(2)),
      transport: Self.transport)

    let (error, growth) = await PeakMemory.growth {
      await TestHarness.error { try await client.fetchResponse(Endpoint("endless")) }
    }
    // Ends the stream libcurl may still be reading, so it burns no more CPU beside other tests.
    server.stop()

    let url = server.baseURL.appendingPathComponent("endless")
    #expect(error == .responseTooLarge(url: url, limit: 8 << 20))
    #expect(growth < Self.allowedGrowth, "peak memory rose by \(growth >> 20) MiB")
  }

  /// A body that never ends but never pauses long enough for the idle timeout: only the
  /// deadline can end the call.
  @Test func endlessSlowBodyEndsAtTheDeadline() async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    server.route(
      "/trickle", .endless(piece: Data(repeating: 0x61, count: 512), every: .milliseconds(20)))
    let client = TestHarness().client(
      server.baseURL,
      configuration: TestHarness.quick(
        retry: .never, idleTimeout: .seconds(1), deadline: .milliseconds(1500)),
      transport: Self.transport)

    let error = await TestHarness.error { try await client.fetchResponse(Endpoint("trickle")) }

    #expect(error == .timedOut(url: server.baseURL.appendingPathComponent("trickle")))
  }

  /// Even a small compressed body is refused: the request asked for identity, and a server
  /// that ignores that is not held to any size.
  @Test(arguments: ["gzip", "deflate", "br", "x-custom", "identity, gzip"])
  func anyCodingButIdentityIsRefused(_ coding: String) async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    var response = ScriptedResponse.compressedZeros(1000, coding: .gzip)
    response.headers = [("Content-Encoding", coding)]
    server.route("/small", response)
    let client = TestHarness().client(
      server.baseURL, configuration: TestHarness.quick(retry: .never),
      transport: Self.transport)

    let error = await TestHarness.error { try await client.fetchResponse(Endpoint("small")) }

    guard case .badResponse(let url, let reason) = error?.detail else {
      Issue.record("expected badResponse, got \(String(describing: error))")
      return
    }
    #expect(url == server.baseURL.appendingPathComponent("small"))
    #expect(reason.contains("Content-Encoding"))
  }

  @Test func identityCodingIsAccepted() async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    server.route(
      "/plain", ScriptedResponse.json("[1]").adding(header: "Content-Encoding", "identity"))
    let client = TestHarness().client(server.baseURL, transport: Self.transport)

    let response = try await client.fetchResponse(Endpoint("plain"))

    #expect(response.body == Data("[1]".utf8))
  }
}
