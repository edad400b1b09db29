import Foundation
import NetworkingTestSupport
import Testing

@testable import Networking

/// Every ``NetworkError`` case, produced over real loopback sockets.
@Suite struct ErrorCaseTests {
  struct Item: Decodable {
    let id: Int
    let title: String
  }

  @Test func refusedConnectionIsCannotConnect() async throws {
    let dead = try DeadPort()
    defer { dead.close() }
    let base = dead.baseURL
    let client = TestHarness().client(base, configuration: TestHarness.quick(retry: .never))
    let error = await TestHarness.error { try await client.fetchResponse(Endpoint("todos")) }
    #expect(
      error
        == .cannotConnect(url: base.appendingPathComponent("todos"), reason: "connection refused"))
    #expect(error?.description.contains("\(base.absoluteString)/todos") == true)
  }

  @Test func unknownHostIsCannotConnect() async throws {
    let base = try #require(URL(string: "http://no-such-host.invalid"))
    let client = TestHarness().client(base, configuration: TestHarness.quick(retry: .never))
    let error = await TestHarness.error { try await client.fetchResponse(Endpoint("todos")) }
    guard case .cannotConnect(let url, _) = error?.detail else {
      Issue.record("expected cannotConnect, got \(String(describing: error))")
      return
    }
    #expect(url.absoluteString == "http://no-such-host.invalid/todos")
  }

  @Test func silentServerTimesOutAfterTheIdleTimeout() async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    server.route("/slow", ScriptedResponse.json("{}").delayed(by: .seconds(3)))
    let client = TestHarness().client(
      server.baseURL,
      configuration: TestHarness.quick(
        retry: .never, idleTimeout: .milliseconds(200), deadline: .seconds(10)))
    let error = await TestHarness.error { try await client.fetchResponse(Endpoint("slow")) }
    #expect(error == .timedOut(url: server.baseURL.appendingPathComponent("slow")))
  }

  @Test func slowButSteadyBodyIsNotAnIdleTimeout() async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    // 10 pieces 80 ms apart: the whole body takes longer than the idle timeout, no gap does.
    let body = String(repeating: "x", count: 20)
    server.route("/drip", ScriptedResponse.text(body).dripping(bytes: 2, every: .milliseconds(80)))
    let client = TestHarness().client(
      server.baseURL,
      configuration: TestHarness.quick(retry: .never, idleTimeout: .milliseconds(500)))
    let response = try await client.fetchResponse(Endpoint("drip"))
    #expect(response.body == Data(body.utf8))
  }

  @Test func errorStatusCarriesCodeAndTheBodysFirstBytesAsSent() async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    let body = "No todo 999.\n\u{1B}[31mSee docs\u{1B}[0m\t" + String(repeating: "z", count: 400)
    server.route("/todos/999", .text(body, status: 404))
    let client = TestHarness().client(server.baseURL)
    let error = await TestHarness.error { try await client.fetchResponse(Endpoint("todos/999")) }
    guard case .httpStatus(let code, let url, let excerpt) = error?.detail else {
      Issue.record("expected httpStatus, got \(String(describing: error))")
      return
    }
    #expect(code == 404)
    #expect(url == server.baseURL.appendingPathComponent("todos/999"))
    // Kept as sent: the terminal's sanitiser runs once, where the line is printed.
    #expect(excerpt.hasPrefix("No todo 999.\n\u{1B}[31mSee docs\u{1B}[0m\tzzz"))
    #expect(excerpt.hasSuffix("z…"))
    #expect(excerpt.utf8.count == BodyExcerpt.bytes + "…".utf8.count)
    #expect(server.requestCount(path: "/todos/999") == 1)
  }

  @Test func undecodableBodyNamesTypeCodingPathAndReason() async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    server.route("/items", .json(#"[{"id":1,"title":"a"},{"id":2,"title":false}]"#))
    let client = TestHarness().client(server.baseURL)
    let error = await TestHarness.error {
      try await client.fetch(Endpoint("items"), as: [Item].self)
    }
    guard case .decoding(let type, let url, let codingPath, let reason) = error?.detail else {
      Issue.record("expected decoding, got \(String(describing: error))")
      return
    }
    #expect(type == "Array<Item>")
    #expect(url == server.baseURL.appendingPathComponent("items"))
    #expect(codingPath == "[1].title")
    #expect(reason.contains("expected String"))
  }

  struct TooLargeCase: Sendable, CustomStringConvertible {
    let name: String
    let response: ScriptedResponse
    var description: String { name }
  }

  /// Both bodies drip so slowly that reading them whole would outlast the 3 s deadline, so
  /// only a check made before the end (on `Content-Length`, or while streaming) passes.
  static let tooLarge: [TooLargeCase] = [
    .init(
      name: "Content-Length over the cap",
      response: ScriptedResponse.text(String(repeating: "x", count: 4000))
        .dripping(bytes: 10, every: .milliseconds(500))),
    .init(
      name: "chunked stream growing past the cap",
      response: ScriptedResponse(
        body: Data(String(repeating: "y", count: 200_000).utf8),
        drip: .init(bytes: 500, interval: .milliseconds(20)), chunked: true)),
  ]

  @Test(arguments: tooLarge)
  func bodyOverTheCapFailsBeforeItIsRead(_ testCase: TooLargeCase) async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    server.route("/big", testCase.response)
    let client = TestHarness().client(
      server.baseURL,
      configuration: TestHarness.quick(retry: .never, deadline: .seconds(3), maxResponseBytes: 1000)
    )
    let error = await TestHarness.error { try await client.fetchResponse(Endpoint("big")) }
    #expect(
      error == .responseTooLarge(url: server.baseURL.appendingPathComponent("big"), limit: 1000))
  }

  @Test func connectionCutMidBodyIsCannotConnect() async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    server.route(
      "/cut", ScriptedResponse.text(String(repeating: "c", count: 1000)).closingAfter(bodyBytes: 10)
    )
    let client = TestHarness().client(
      server.baseURL, configuration: TestHarness.quick(retry: .never))
    let error = await TestHarness.error { try await client.fetchResponse(Endpoint("cut")) }
    guard case .cannotConnect = error?.detail else {
      Issue.record("expected cannotConnect, got \(String(describing: error))")
      return
    }
  }

  /// The server holds its answer until the caller has returned, so the caller can only see
  /// `.cancelled` first if cancelling stopped the request rather than waiting it out.
  @Test func cancellingTheCallerCancelsTheRequest() async throws {
    let (arrivals, arrived) = AsyncStream<Void>.makeStream()
    let events = Recorder<String>()
    let server = try LoopbackHTTPServer { _ in
      arrived.yield()
      // Released by the test; the 3 s bound only keeps a broken client from hanging the suite.
      for _ in 0..<300 where !events.all.contains("caller returned") {
        try? await Task.sleep(for: .milliseconds(10))
      }
      events.append("server answered")
      return .json("{}")
    }
    defer { server.stop() }
    let client = TestHarness().client(
      server.baseURL,
      configuration: TestHarness.quick(idleTimeout: .seconds(10), deadline: .seconds(10)))
    let task = Task { try await client.fetchResponse(Endpoint("hang")) }
    var iterator = arrivals.makeAsyncIterator()
    await iterator.next()
    task.cancel()
    let error = await TestHarness.error { try await task.value }
    events.append("caller returned")
    #expect(error == .cancelled(url: server.baseURL.appendingPathComponent("hang")))
    #expect(events.all.first == "caller returned")
    #expect(server.requestCount(path: "/hang") == 1)
  }

  @Test func alreadyCancelledCallerSendsNothing() async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    let client = TestHarness().client(server.baseURL)
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await client.fetchResponse(Endpoint("never"))
    }
    let error = await TestHarness.error { try await task.value }
    #expect(error == .cancelled(url: server.baseURL.appendingPathComponent("never")))
    #expect(server.requests.isEmpty)
  }
}
