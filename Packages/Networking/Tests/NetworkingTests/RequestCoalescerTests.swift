import Foundation
import NetworkingTestSupport
import Testing

@testable import Networking

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Clients that share a coalescer (a refresher's pass) make one request per distinct request,
/// over a real loopback socket: the same URL and headers once, another URL or other
/// credentials again, and an answer no longer kept is asked for again.
@Suite struct RequestCoalescerTests {
  struct Numbered: Decodable, Sendable, Equatable {
    let n: Int
  }

  private static func server() throws -> LoopbackHTTPServer {
    try LoopbackHTTPServer { request in
      try? await Task.sleep(for: .milliseconds(20))
      return .json(#"{"n":\#(request.path.count)}"#)
    }
  }

  private static func client(
    _ server: LoopbackHTTPServer, _ coalescer: RequestCoalescer?, headers: [String: String] = [:]
  ) -> HTTPClient {
    var configuration = HTTPClient.Configuration()
    configuration.coalescer = coalescer
    configuration.defaultHeaders = headers
    return HTTPClient(baseURL: server.baseURL, configuration: configuration)
  }

  @Test func clientsSharingACoalescerAskOncePerRequest() async throws {
    let server = try Self.server()
    defer { server.stop() }
    let coalescer = RequestCoalescer()
    // At once and one after the other: one request for the same URL.
    async let first: Numbered = Self.client(server, coalescer).fetch(Endpoint("todos"))
    async let second: Numbered = Self.client(server, coalescer).fetch(Endpoint("todos"))
    #expect(try await first == second)
    let third: Numbered = try await Self.client(server, coalescer).fetch(Endpoint("todos"))
    #expect(third.n == "/todos".count)
    #expect(server.requests.count == 1)

    let other: Numbered = try await Self.client(server, coalescer).fetch(Endpoint("todos/1"))
    #expect(other.n == "/todos/1".count)
    #expect(server.requests.count == 2)
  }

  @Test func otherCredentialsAreAnotherRequest() async throws {
    let server = try Self.server()
    defer { server.stop() }
    let coalescer = RequestCoalescer()
    let _: Numbered = try await Self.client(server, coalescer, headers: ["X-Api-Key": "a"])
      .fetch(Endpoint("v3"))
    let _: Numbered = try await Self.client(server, coalescer, headers: ["X-Api-Key": "b"])
      .fetch(Endpoint("v3"))
    #expect(server.requests.count == 2)
  }

  /// The first asker sends on its own task; cancelled, it leaves the others to ask again
  /// rather than handing them its cancellation.
  @Test func aCancelledFirstAskerIsNotTheOthersAnswer() async throws {
    let coalescer = RequestCoalescer()
    let request = URLRequest(url: try #require(URL(string: "http://127.0.0.1:9/todos")))
    let sent = Recorder<String>()
    let first = Task {
      try await coalescer.response(for: request) {
        sent.append("first")
        try await Task.sleep(for: .seconds(3600))
        return .json("{}")
      }
    }
    while sent.all.isEmpty { await Task.yield() }
    let second = Task {
      try await coalescer.response(for: request) {
        sent.append("second")
        return .json(#"{"n":2}"#)
      }
    }
    while coalescer.waiting(for: request) == 0 { await Task.yield() }
    first.cancel()
    await #expect(throws: (any Error).self) { try await first.value }
    let answer = try await second.value
    #expect(answer.body == Data(#"{"n":2}"#.utf8))
    #expect(sent.all == ["first", "second"])
    // The answer the second asker got is now the shared one.
    let third = try await coalescer.response(for: request) { .json("{}") }
    #expect(third.body == answer.body)
  }

  @Test func withoutACoalescerEveryClientAsks() async throws {
    let server = try Self.server()
    defer { server.stop() }
    for _ in 0..<3 {
      let _: Numbered = try await Self.client(server, nil).fetch(Endpoint("todos"))
    }
    #expect(server.requests.count == 3)
  }

  @Test func anAnswerNoLongerKeptIsAskedForAgain() async throws {
    let server = try Self.server()
    defer { server.stop() }
    // Room for one answer: the second pushes the first out.
    let coalescer = RequestCoalescer(byteLimit: RequestCoalescer.overhead + 12)
    for path in ["a", "b", "a"] {
      let _: Numbered = try await Self.client(server, coalescer).fetch(Endpoint(path))
    }
    #expect(server.requests.count == 3)
  }

  @Test func validatorsDoNotSplitARequestButA304IsNotSharedWithoutThem() async throws {
    let coalescer = RequestCoalescer()
    let sent = Counter()
    let url = URL(string: "http://127.0.0.1:9/todos") ?? URL(fileURLWithPath: "/")
    var validating = URLRequest(url: url)
    validating.setValue("W/\"1\"", forHTTPHeaderField: "If-None-Match")
    let notModified = try await coalescer.response(for: validating) {
      sent.add()
      return TransportResponse(status: 304)
    }
    #expect(notModified.status == 304)
    // Another validator for the same URL: the same request.
    var other = validating
    other.setValue("W/\"2\"", forHTTPHeaderField: "If-None-Match")
    _ = try await coalescer.response(for: other) {
      sent.add()
      return TransportResponse(status: 304)
    }
    #expect(sent.value == 1)
    // No validators: a 304 means nothing to it, so it asks for itself.
    let plain = try await coalescer.response(for: URLRequest(url: url)) {
      sent.add()
      return TransportResponse(status: 200, body: Data("[]".utf8))
    }
    #expect(plain.status == 200)
    #expect(sent.value == 2)
  }
}

/// Counts the requests a test's send closure made.
private final class Counter: @unchecked Sendable {
  // `@unchecked Sendable` is safe: `count` is only touched while `lock` is held.
  private let lock = NSLock()
  private var count = 0
  func add() { lock.withLock { count += 1 } }
  var value: Int { lock.withLock { count } }
}
