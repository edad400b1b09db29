import Foundation
import Testing

@testable import AppCommandLine
@testable import WidgetHost

/// Every route, status and refusal of `service --http`, without a socket.
@Suite struct WidgetHTTPRouterTests {
  typealias B = BoardSamples
  static let token = String(repeating: "ab", count: 32)
  static let entry = B.entry()

  static func router(_ board: WidgetBoard = B.board()) -> WidgetHTTPRouter {
    WidgetHTTPRouter(
      board: board, hostNames: HTTPAddress(port: 8080).hostHeaders(port: 8080), token: token)
  }

  static func response(_ head: HTTPRequestHead) throws -> HTTPResponse {
    guard case .respond(let response) = router().route(head) else {
      Issue.record("not an answer")
      throw CancellationError()
    }
    return response
  }

  static func header(_ response: HTTPResponse, _ name: String) -> String? {
    response.headers.first { $0.name == name }?.value
  }

  @Test(arguments: [
    "evil.example", "evil.example:8080", "localhost:8080", "127.0.0.1:9090", "127.0.0.1",
  ])
  func aForeignHostIsRefused(_ host: String) throws {
    #expect(try Self.response(B.head("/widgets.json", host: host)).status == 421)
  }

  @Test(arguments: [
    ("/", 200, "text/html; charset=utf-8"), ("/widgets.json", 200, "application/json"),
    ("/widgets/\(entry.id).json", 200, "application/json"),
    ("/widgets/\(entry.id).svg", 200, "image/svg+xml"),
    ("/widgets/\(entry.id).html", 200, "text/html; charset=utf-8"),
    ("/widgets/0000000000000000.json", 404, "text/plain; charset=utf-8"),
    ("/widgets/\(entry.id.uppercased()).json", 404, "text/plain; charset=utf-8"),
    ("/widgets/\(entry.id).png", 404, "text/plain; charset=utf-8"),
    ("/etc/passwd", 404, "text/plain; charset=utf-8"),
    ("/widgets/../widgets.json", 404, "text/plain; charset=utf-8"),
  ])
  func routesAnswerWithTheirStatusAndType(_ path: String, _ status: Int, _ type: String) throws {
    let response = try Self.response(B.head(path))
    #expect(response.status == status)
    #expect(Self.header(response, "Content-Type") == type)
    let bytes = String(decoding: response.bytes(), as: UTF8.self)
    #expect(!bytes.lowercased().contains("access-control-"))
    #expect(bytes.contains("X-Content-Type-Options: nosniff\r\n"))
  }

  @Test func theDocumentIsFlatAndTheDarkPictureIsAsked() throws {
    let json = try Self.response(B.head("/widgets/\(Self.entry.id).json")).body
    let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
    #expect(object["id"] as? String == Self.entry.id && object["open"] as? Int == 4)
    #expect(object["state"] as? String == "fresh" && object["url"] as? String == "todos://todo/7")
    let dark = try Self.response(B.head("/widgets/\(Self.entry.id).svg?appearance=dark"))
    #expect(dark.body == Self.entry.svgDark)
  }

  @Test func theHTMLPictureCarriesGlancesHeaders() throws {
    let response = try Self.response(B.head("/widgets/\(Self.entry.id).html"))
    #expect(Self.header(response, "Widget-Title") == "todos large")
    #expect(Self.header(response, "Widget-Content-Type") == "html")
  }

  @Test func otherMethodsAre405AndABodyOnAGetIs400() throws {
    let post = try Self.response(B.head("/widgets.json", method: "POST"))
    #expect(post.status == 405 && Self.header(post, "Allow") == "GET, HEAD")
    let get = try Self.response(B.head("/widgets/\(Self.entry.id)/reload"))
    #expect(get.status == 405 && Self.header(get, "Allow") == "POST")
    let body = try Self.response(B.head("/widgets.json", headers: ["Content-Length": "5"]))
    #expect(body.status == 400 && body.closes)
  }

  @Test(arguments: [
    [:], ["Authorization": "Bearer \(token)"], ["Origin": "http://127.0.0.1:8080"],
    ["Origin": "http://evil.example", "Authorization": "Bearer \(token)"],
    ["Origin": "http://127.0.0.1:8080", "Authorization": "Bearer \(token.dropLast())"],
    ["Origin": "http://127.0.0.1:8080", "Authorization": "Bearer \(token)0"],
    ["Origin": "http://127.0.0.1:8080", "Authorization": token],
  ])
  func aReloadWithoutTheTokenAndTheOriginIs403(_ headers: [String: String]) throws {
    let response = try Self.response(
      B.head("/widgets/\(Self.entry.id)/reload", method: "POST", headers: headers))
    #expect(response.status == 403 && response.closes)
  }

  @Test(arguments: [
    ("/reload", "POST", WidgetHTTPServer.Asked.reload), ("/press", "POST", .press),
    ("", "DELETE", .remove),
  ])
  func aReloadAPressOrARemovalWithTheTokenAndTheOriginGoesToTheService(
    _ suffix: String, _ method: String, _ expected: WidgetHTTPServer.Asked
  ) throws {
    let path = "/widgets/\(Self.entry.id)\(suffix)"
    let head = try B.head(
      path, method: method,
      headers: ["Origin": "http://127.0.0.1:8080", "Authorization": "Bearer \(Self.token)"])
    guard case .ask(let id, let asked) = Self.router().route(head) else {
      Issue.record("not asked of the service")
      return
    }
    #expect(id == Self.entry.id)
    #expect(asked == expected)
    // Without the token, each is refused as a reload is; and it takes only its own method.
    let bare = try B.head(path, method: method, headers: ["Origin": "http://127.0.0.1:8080"])
    #expect(try Self.response(bare).status == 403)
    let other = try B.head(path, method: method == "POST" ? "DELETE" : "POST")
    #expect(try Self.response(other).status == 405)
  }

  @Test func eventsStreamFromTheLastEventID() throws {
    guard
      case .stream(let last) = Self.router().route(
        try B.head("/events", headers: ["Last-Event-ID": "7"]))
    else {
      Issue.record("not a stream")
      return
    }
    #expect(last == 7)
  }

  @Test func theBoardShowsHostileTextAsTextAndLoadsNothingElse() throws {
    let board = B.board([B.entry(text: B.hostile)])
    let response = try #require(
      { if case .respond(let r) = Self.router(board).route(try B.head("/")) { r } else { nil } }())
    let page = String(decoding: response.body, as: UTF8.self)
    #expect(!page.contains("<script>alert"), "\(page)")
    #expect(page.contains("&lt;/span&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;amp;&quot;&#39;"))
    let policy = try #require(Self.header(response, "Content-Security-Policy"))
    #expect(policy.hasPrefix("default-src 'none'; img-src 'self';"))
    let nonce = try #require(policy.firstMatch(of: /'nonce-([0-9a-f]{32})'/)?.output.1)
    #expect(page.contains("<script nonce=\"\(nonce)\">"))
    #expect(!page.contains("http://") && !page.contains("https://"), "an external reference")
  }
}
