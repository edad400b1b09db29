import Foundation
import NetworkingTestSupport
import Testing

@testable import Networking

/// Bodies that would exhaust memory or outlast the deadline: compression bombs and endless
/// chunked bodies. The cap and the deadline hold whatever the encoding.
///
/// Serialized, because peak memory is measured for the whole process.
@Suite(.serialized) struct HostileBodyTests {
  static let transport = CurlTransport.shared

  /// How far the process's peak resident memory may rise while refusing a hostile body: far
  /// above the 8 MiB cap, far below the hundreds of MiB the bodies inflate or stream to.
  static let allowedGrowth = 64 << 20

  static let inflatedSize = 512 << 20

  /// The bomb follows its headers after a short pause, then comes at full speed.
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

    let url = server.baseURL.appendingPathComponent("endless")
    #expect(error == .responseTooLarge(url: url, limit: 8 << 20))
    #expect(growth < Self.allowedGrowth, "peak memory rose by \(growth >> 20) MiB")
  }

  /// Endless bodies at loopback speed on one transport do not hold up a small request sent
  /// beside them: each transfer stops at its cap, and the others go on meanwhile.
  @Test func endlessBodiesDoNotHoldUpTheirNeighbours() async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    server.route("/endless", .endless())
    server.route("/small", .json("[1]"))
    let client = TestHarness().client(
      server.baseURL,
      configuration: TestHarness.quick(
        retry: .never, idleTimeout: .seconds(20), deadline: .seconds(60)),
      transport: Self.transport)

    let errors = await withTaskGroup(of: NetworkError?.self) { group in
      for _ in 0..<4 {
        group.addTask {
          await TestHarness.error { try await client.fetchResponse(Endpoint("endless")) }
        }
      }
      group.addTask {
        do {
          _ = try await client.fetchResponse(Endpoint("small"))
          return nil
        } catch {
          return NetworkError(mapping: error, url: server.baseURL)
        }
      }
      var errors: [NetworkError?] = []
      for await error in group { errors.append(error) }
      return errors
    }

    let url = server.baseURL.appendingPathComponent("endless")
    #expect(errors.filter { $0 == nil }.count == 1, "the small request failed: \(errors)")
    #expect(errors.filter { $0 == .responseTooLarge(url: url, limit: 8 << 20) }.count == 4)
  }

  /// A declared length too large for any integer type but a 64-bit one is refused at the
  /// headers, like any length over the cap.
  @Test(arguments: ["9223372036854775807", "9223372036854775296"])
  func hugeDeclaredLengthIsRefusedAtItsHeaders(_ length: String) async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    server.route(
      "/huge",
      .raw(Data("HTTP/1.1 200 OK\r\nContent-Length: \(length)\r\n\r\n[1]".utf8)))
    let client = TestHarness().client(
      server.baseURL, configuration: TestHarness.quick(retry: .never),
      transport: Self.transport)

    let error = await TestHarness.error { try await client.fetchResponse(Endpoint("huge")) }

    let url = server.baseURL.appendingPathComponent("huge")
    #expect(error == .responseTooLarge(url: url, limit: 8 << 20))
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
