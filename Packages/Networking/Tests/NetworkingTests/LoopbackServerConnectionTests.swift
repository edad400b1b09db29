import Foundation
import NetworkingTestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("LoopbackHTTPServer: connections, delays, drips, resets and stop")
struct LoopbackServerConnectionTests {
  @Test func keepAliveServesSeveralRequestsOnOneConnection() throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    server.route("/k", .text("first"), .text("second"))
    let client = try RawClient(port: server.port)

    client.send("GET /k HTTP/1.1\r\nHost: x\r\n\r\n")
    let first = try #require(client.readResponse(bodyBytes: 5))
    client.send("GET /k HTTP/1.1\r\nHost: x\r\n\r\n")
    let second = try #require(client.readResponse(bodyBytes: 6))

    #expect(first.body == Array("first".utf8))
    #expect(second.body == Array("second".utf8))
    #expect(server.requests.map(\.connectionID) == [1, 1])
    #expect(server.connectionCount == 1)
  }

  @Test(arguments: [
    "GET /c HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
    "GET /c HTTP/1.0\r\n\r\n",
  ])
  func connectionCloseIsHonoured(request: String) throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    server.route("/c", .text("bye"))
    let client = try RawClient(port: server.port)

    client.send(request)
    let response = try #require(RawResponse(pieces: client.readPiecesToEnd()))

    #expect(response.header("Connection") == "close")
    #expect(response.body == Array("bye".utf8))
  }

  @Test func urlSessionReusesTheConnection() async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    server.route("/r", .text("ok"))

    let session = LoopbackServerClients.reuseSession
    _ = try await LoopbackServerClients.get("/r", from: server, session: session)
    _ = try await LoopbackServerClients.get("/r", from: server, session: session)

    let ids = server.requests.map(\.connectionID)
    #expect(ids.count == 2)
    #expect(Set(ids).count == 1)
  }

  @Test func aDelayedResponseOutlastsAShortClientTimeout() async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    server.route("/slow", ScriptedResponse.text("late").delayed(by: .seconds(30)))

    let error = await #expect(throws: URLError.self) {
      _ = try await LoopbackServerClients.get("/slow", from: server, timeout: 1)
    }
    #expect(error?.code == .timedOut)
    #expect(server.requestCount(path: "/slow") == 1)
  }

  @Test func aDripSendsTheBodyInSeveralPieces() throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    let body = "0123456789"
    server.route("/drip", ScriptedResponse.text(body).dripping(bytes: 2, every: .milliseconds(40)))
    let client = try RawClient(port: server.port)

    client.send("GET /drip HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
    let pieces = try #require(client.readPiecesToEnd())
    let response = try #require(RawResponse(pieces: pieces))

    #expect(response.body == Array(body.utf8))
    #expect(pieces.count > 2)
  }

  @Test(arguments: [false, true])
  func dripsAndChunkedBodiesReachURLSessionIntact(chunked: Bool) async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    let body = String(repeating: "abcdefghij", count: 30)
    var response = ScriptedResponse.text(body).dripping(bytes: 100, every: .milliseconds(5))
    response.chunked = chunked
    server.route("/body", response)

    let (data, http) = try await LoopbackServerClients.get("/body", from: server)

    #expect(String(decoding: data, as: UTF8.self) == body)
    #expect((http.value(forHTTPHeaderField: "Transfer-Encoding") == "chunked") == chunked)
  }

  @Test func closingMidBodySendsOnlyThePrefixThenEndsTheStream() throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    let body = String(repeating: "x", count: 100)
    server.route("/cut", ScriptedResponse.text(body).closingAfter(bodyBytes: 10))
    let client = try RawClient(port: server.port)

    client.send("GET /cut HTTP/1.1\r\nHost: x\r\n\r\n")
    let response = try #require(RawResponse(pieces: client.readPiecesToEnd()))

    #expect(response.header("Content-Length") == "100")
    #expect(response.body.count == 10)
  }

  @Test func closingMidBodyIsAnErrorForURLSession() async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    let body = String(repeating: "x", count: 1000)
    server.route("/cut", ScriptedResponse.text(body).closingAfter(bodyBytes: 10))

    await #expect(throws: URLError.self) {
      _ = try await LoopbackServerClients.get("/cut", from: server)
    }
  }

  enum ConnectedState: String, CaseIterable, Sendable {
    case idleAfterAResponse, waitingOutADelay, waitingForTheHandler, midDrip
  }

  @Test(arguments: ConnectedState.allCases)
  func stopClosesConnectedClientsAndIsIdempotent(state: ConnectedState) throws {
    let server = try LoopbackHTTPServer { _ in
      try? await Task.sleep(for: .seconds(60))
      return .text("never")
    }
    server.route("/idle", .text("ok"))
    server.route("/delay", ScriptedResponse.text("late").delayed(by: .seconds(60)))
    server.route("/drip", ScriptedResponse.text("abcdef").dripping(bytes: 1, every: .seconds(60)))
    let client = try RawClient(port: server.port)
    let path =
      switch state {
      case .idleAfterAResponse: "/idle"
      case .waitingOutADelay: "/delay"
      case .waitingForTheHandler: "/handler"
      case .midDrip: "/drip"
      }
    client.send("GET \(path) HTTP/1.1\r\nHost: x\r\n\r\n")
    if state == .idleAfterAResponse || state == .midDrip {
      _ = try #require(client.readResponse(bodyBytes: state == .midDrip ? 1 : 2))
    }

    server.stop()
    server.stop()

    #expect(server.isStopped)
    #expect(client.readPiecesToEnd() != nil, "the client saw the end of the stream")
    #expect(throws: LoopbackServerError.self) { try RawClient(port: server.port) }
  }

  @Test func malformedRequestsAnswer400AndClose() throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    let client = try RawClient(port: server.port)

    client.send("NONSENSE\r\n\r\n")
    let response = try #require(RawResponse(pieces: client.readPiecesToEnd()))

    #expect(response.statusLine == "HTTP/1.1 400 Bad Request")
    #expect(server.requests.isEmpty)
  }
}
