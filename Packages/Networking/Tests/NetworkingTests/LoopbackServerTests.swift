import Foundation
import NetworkingTestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("LoopbackHTTPServer: routes, scripts and records")
struct LoopbackServerTests {
  @Test func routeAnswersWithStatusHeadersAndBody() async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    server.route("/todos/1", .json(#"{"id":1}"#, headers: [("ETag", #"W/"1-abc""#)]))

    let (data, response) = try await LoopbackServerClients.get("/todos/1", from: server)

    #expect(response.statusCode == 200)
    #expect(String(decoding: data, as: UTF8.self) == #"{"id":1}"#)
    #expect(response.value(forHTTPHeaderField: "etag") == #"W/"1-abc""#)
    #expect(
      response.value(forHTTPHeaderField: "Content-Type")?.hasPrefix("application/json") == true)
  }

  @Test func unroutedPathsGoToTheHandlerOrAre404() async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    let (_, before) = try await LoopbackServerClients.get("/nowhere", from: server)
    server.setHandler { request in
      .text("\(request.method) \(request.path) \(request.queryValue("q") ?? "-")")
    }
    let (data, after) = try await LoopbackServerClients.get("/echo?q=a%20b", from: server)

    #expect(before.statusCode == 404)
    #expect(after.statusCode == 200)
    #expect(String(decoding: data, as: UTF8.self) == "GET /echo a b")
  }

  @Test func successiveRequestsTakeSuccessiveResponsesAndTheLastRepeats() async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    server.route("/flaky", .text("down", status: 503), .text("one"), .text("two"))

    var seen: [String] = []
    for _ in 0..<4 {
      let (data, response) = try await LoopbackServerClients.get("/flaky", from: server)
      seen.append("\(response.statusCode) \(String(decoding: data, as: UTF8.self))")
    }

    #expect(seen == ["503 down", "200 one", "200 two", "200 two"])
  }

  @Test(arguments: ["x-trace-id", "X-Trace-Id", "X-TRACE-ID"])
  func headersAreRecordedAndLookedUpCaseInsensitively(lookup: String) async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    server.route("/h", .text("ok"))

    _ = try await LoopbackServerClients.get("/h", from: server, headers: ["X-Trace-Id": "abc"])

    let request = try #require(server.requests.first)
    #expect(request.header(lookup) == "abc")
    #expect(request.header("X-Absent") == nil)
  }

  @Test func headerNamesAreKeptAsTheClientSpelledThem() throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    server.route("/raw", .text("ok"))
    let client = try RawClient(port: server.port)

    client.send("GET /raw HTTP/1.1\r\nHost: x\r\nx-MiXeD-CaSe: v\r\nConnection: close\r\n\r\n")
    _ = client.readPiecesToEnd()

    let request = try #require(server.requests.first)
    #expect(request.headers.map(\.name) == ["Host", "x-MiXeD-CaSe", "Connection"])
    #expect(request.header("X-MIXED-CASE") == "v")
  }

  @Test func requestsAreCountedPerPathIgnoringTheQuery() async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    server.route("/a", .text("a"))

    for path in ["/a", "/a?page=2", "/b", "/a"] {
      _ = try await LoopbackServerClients.get(path, from: server)
    }

    #expect(server.requestCount(path: "/a") == 3)
    #expect(server.requestCount(path: "/b") == 1)
    #expect(server.requestCount(path: "/c") == 0)
    #expect(server.requests.map(\.target) == ["/a", "/a?page=2", "/b", "/a"])
    server.clearRequests()
    #expect(server.requests.isEmpty)
  }

  struct BodyCase: Sendable, CustomStringConvertible {
    let description: String
    let request: String
  }

  @Test(arguments: [
    BodyCase(
      description: "Content-Length",
      request: "POST /in HTTP/1.1\r\nHost: x\r\nContent-Length: 11\r\n\r\nhello world"),
    BodyCase(
      description: "chunked",
      request:
        "POST /in HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n6\r\n world\r\n0\r\n\r\n"
    ),
  ])
  func requestBodiesAreRecorded(_ bodyCase: BodyCase) throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    server.route("/in", .status(204))
    let client = try RawClient(port: server.port)

    client.send(bodyCase.request)
    let response = try #require(client.readResponse(bodyBytes: 0))

    #expect(response.statusLine == "HTTP/1.1 204 No Content")
    let request = try #require(server.requests.first)
    #expect(request.method == "POST")
    #expect(String(decoding: request.body, as: UTF8.self) == "hello world")
  }

  @Test func headRequestsGetTheLengthButNoBody() throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    server.route("/doc", .text("twelve bytes"))
    let client = try RawClient(port: server.port)

    client.send("HEAD /doc HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
    let response = try #require(RawResponse(pieces: client.readPiecesToEnd()))

    #expect(response.header("Content-Length") == "12")
    #expect(response.body.isEmpty)
  }

  @Test(arguments: [
    ("/todos?userId=1&completed=true", "/todos", ["userId=1", "completed=true"]),
    ("/search?term=a+b%21", "/search", ["term=a b!"]),
    ("/a%20b", "/a%20b", []),
    ("http://host:80/abs?x", "/abs", ["x=nil"]),
    ("/frag?k=v#top", "/frag", ["k=v"]),
  ])
  func targetsSplitIntoPathAndQuery(target: String, path: String, items: [String]) {
    let request = RecordedRequest(target: target)

    #expect(request.path == path)
    #expect(request.queryItems.map { "\($0.name)=\($0.value ?? "nil")" } == items)
  }
}
