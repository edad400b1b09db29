import Foundation
import NetworkingTestSupport
import Testing

@testable import Networking

@Suite struct FetchAllTests {
  struct Numbered: Decodable, Sendable, Equatable {
    let n: Int
  }

  /// Counts requests being handled at once; the server handles each connection on its own
  /// thread, so this is the number in flight.
  final class InFlight: @unchecked Sendable {
    // `@unchecked Sendable` is safe: both counters are only touched while `lock` is held.
    private let lock = NSLock()
    private var current = 0
    private var highest = 0

    func enter() {
      lock.withLock {
        current += 1
        highest = max(highest, current)
      }
    }
    func leave() { lock.withLock { current -= 1 } }
    var maximum: Int { lock.withLock { highest } }
  }

  @Test func resultsKeepInputOrderWithAtMostNInFlight() async throws {
    let inFlight = InFlight()
    let server = try LoopbackHTTPServer { request in
      inFlight.enter()
      let n = Int(request.path.dropFirst(1)) ?? -1
      // Earlier items answer later, so completion order differs from input order.
      try? await Task.sleep(for: .milliseconds(20 * (8 - n)))
      inFlight.leave()
      return .json(#"{"n":\#(n)}"#)
    }
    defer { server.stop() }
    let client = TestHarness().client(server.baseURL)
    let endpoints = (0..<8).map { Endpoint("\($0)") }
    let results = await client.fetchAll(endpoints, as: Numbered.self, maxConcurrent: 3)
    #expect(results.map { try? $0.get().n } == Array(0..<8))
    #expect(inFlight.maximum <= 3)
    #expect(inFlight.maximum >= 2)
    #expect(server.requests.count == 8)
  }

  @Test func oneFailureStaysWithItsItem() async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    server.route("/1", .json(#"{"n":1}"#))
    server.route("/2", .notFound)
    server.route("/3", .json(#"{"m":3}"#))
    server.route("/4", .json(#"{"n":4}"#))
    let client = TestHarness().client(server.baseURL)
    let results = await client.fetchAll(
      ["1", "2", "3", "4"].map { Endpoint($0) }, as: Numbered.self, maxConcurrent: 2)
    #expect(try results[0].get() == Numbered(n: 1))
    #expect(try results[3].get() == Numbered(n: 4))
    guard case .failure(let notFound) = results[1], case .httpStatus(404, _, _) = notFound.detail
    else {
      Issue.record("expected a 404, got \(results[1])")
      return
    }
    guard case .failure(let undecodable) = results[2],
      case .decoding(_, _, "n", _) = undecodable.detail
    else {
      Issue.record("expected a decoding failure at n, got \(results[2])")
      return
    }
  }

  @Test func rawResponsesComeBackInOrder() async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    server.route("/a", .text("A"))
    server.route("/b", .text("B"))
    let results = await TestHarness().client(server.baseURL).fetchAllResponses(
      [Endpoint("b"), Endpoint("a"), Endpoint("b")], maxConcurrent: 0)
    let bodies = results.map { (try? $0.get()).map { String(decoding: $0.body, as: UTF8.self) } }
    #expect(bodies == ["B", "A", "B"])
  }
}
