import AppCommandLine
import Foundation

/// What `service --http` does with one request: pure, no I/O, so every route, status and
/// refusal is tested without a socket.
///
/// Routes: `GET /` (the board), `GET /widgets.json`, `GET /widgets/{id}.json`, `.svg`
/// (`?appearance=dark` for the dark one) and `.html`, `GET /events`, and
/// `POST /widgets/{id}/reload`, `POST /widgets/{id}/press` and `DELETE /widgets/{id}`;
/// `HEAD` where `GET` is. A request whose `Host` is not the
/// server's own address is refused (421) before anything else, a body on a `GET` is a 400, a
/// POST or DELETE without a same-origin `Origin` and the token (`Authorization: Bearer …`) is a 403, and
/// every other path is a 404.
struct WidgetHTTPRouter: Sendable {
  /// What the server does.
  enum Action {
    /// Writes this answer.
    case respond(HTTPResponse)
    /// Starts an event stream, replaying what changed after this event id.
    case stream(lastEventID: Int?)
    /// Asks the service for what `asked` names (a reload of this widget, a press of its
    /// button, its removal), and answers with the outcome.
    case ask(id: String, asked: WidgetHTTPServer.Asked)
  }

  let board: WidgetBoard
  /// The `Host` values that name this server.
  let hostNames: Set<String>
  /// The token a POST must carry.
  let token: String

  /// The action for `head`.
  func route(_ head: HTTPRequestHead) -> Action {
    guard let host = head["host"], hostNames.contains(host) else {
      return .respond(
        .text(421, "this server answers to \(hostNames.sorted().joined(separator: " or ")) only"))
    }
    if head["transfer-encoding"] != nil || (head.method != "POST" && hasBody(head)) {
      return .respond(closing(.text(400, "a request body is not accepted here")))
    }
    let path = head.path
    if path == "/" { return getOnly(head) { .respond(boardPage()) } }
    if path == "/widgets.json" {
      return getOnly(head) {
        let documents = board.entries().map(\.document)
        var body = Data("[".utf8)
        body.append(Data(documents.joined(separator: Data(",".utf8))))
        body.append(Data("]".utf8))
        return .respond(.json(body))
      }
    }
    if path == "/events" {
      guard head.method == "GET" else { return .respond(notAllowed("GET")) }
      return .stream(lastEventID: head["last-event-id"].flatMap { Int($0) })
    }
    guard path.hasPrefix("/widgets/") else { return .respond(.text(404, "not found")) }
    let rest = path.dropFirst("/widgets/".count)
    if rest.hasSuffix("/reload"), let id = Self.widgetID(rest.dropLast("/reload".count)) {
      guard head.method == "POST" else { return .respond(notAllowed("POST")) }
      return ask(id, head, .reload)
    }
    if rest.hasSuffix("/press"), let id = Self.widgetID(rest.dropLast("/press".count)) {
      guard head.method == "POST" else { return .respond(notAllowed("POST")) }
      return ask(id, head, .press)
    }
    if let id = Self.widgetID(rest) {
      guard head.method == "DELETE" else { return .respond(notAllowed("DELETE")) }
      return ask(id, head, .remove)
    }
    guard let dot = rest.lastIndex(of: "."), let id = Self.widgetID(rest[..<dot]) else {
      return .respond(.text(404, "not found"))
    }
    let suffix = rest[rest.index(after: dot)...]
    guard ["json", "svg", "html"].contains(suffix) else { return .respond(.text(404, "not found")) }
    return getOnly(head) {
      guard let entry = board.entry(id) else {
        return .respond(.text(404, "no placed widget \(id)"))
      }
      switch suffix {
      case "json": return .respond(.json(entry.document))
      case "svg":
        let dark = Self.query(head.query)["appearance"] == "dark"
        return .respond(
          HTTPResponse(
            200, "image/svg+xml", dark ? entry.svgDark : entry.svgLight,
            headers: [("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'")])
        )
      default:
        return .respond(
          HTTPResponse(
            200, "text/html; charset=utf-8", entry.html,
            headers: [
              ("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'"),
              ("Widget-Title", entry.title), ("Widget-Content-Type", "html"),
            ]))
      }
    }
  }

  /// `answer` for `GET` and `HEAD`; a 405 naming them for any other method.
  private func getOnly(_ head: HTTPRequestHead, _ answer: () -> Action) -> Action {
    ["GET", "HEAD"].contains(head.method) ? answer() : .respond(notAllowed("GET, HEAD"))
  }

  private func notAllowed(_ methods: String) -> HTTPResponse {
    .text(405, "method not allowed", headers: [("Allow", methods)])
  }

  private func closing(_ response: HTTPResponse) -> HTTPResponse {
    var response = response
    response.closes = true
    return response
  }

  /// A POST or DELETE that carries the token from a page of this server (`Origin`), for a
  /// placed widget: a reload, a press of its button, or its removal.
  private func ask(_ id: String, _ head: HTTPRequestHead, _ asked: WidgetHTTPServer.Asked)
    -> Action
  {
    let origins = Set(hostNames.map { "http://" + $0 })
    guard let origin = head["origin"], origins.contains(origin) else {
      return .respond(closing(.text(403, "\(asked.noun) needs an Origin of this server")))
    }
    let prefix = "Bearer "
    guard let authorization = head["authorization"], authorization.hasPrefix(prefix),
      Self.sameSecret(String(authorization.dropFirst(prefix.count)), token)
    else { return .respond(closing(.text(403, "\(asked.noun) needs the service's token"))) }
    guard board.entry(id) != nil else {
      return .respond(closing(.text(404, "no placed widget \(id)")))
    }
    return .ask(id: id, asked: asked)
  }

  private func hasBody(_ head: HTTPRequestHead) -> Bool {
    guard let length = head["content-length"] else { return false }
    return length != "0"
  }

  /// The board's page, with a fresh nonce for its script.
  private func boardPage() -> HTTPResponse {
    let nonce = BoardPage.nonce()
    return HTTPResponse(
      200, "text/html; charset=utf-8",
      Data(BoardPage.html(app: board.app, entries: board.entries(), nonce: nonce).utf8),
      headers: [("Content-Security-Policy", BoardPage.policy(nonce: nonce))])
  }

  /// `text` when it is a widget id: 16 lower-case hex digits.
  static func widgetID(_ text: Substring) -> String? {
    text.count == 16 && text.allSatisfy({ $0.isHexDigit && !$0.isUppercase }) ? String(text) : nil
  }

  /// A query's `name=value` pairs (the first of each name; no decoding: the values this
  /// server reads are plain words).
  static func query(_ query: String?) -> [String: String] {
    var pairs: [String: String] = [:]
    for pair in (query ?? "").split(separator: "&") {
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let name = String(parts[0])
      if pairs[name] == nil { pairs[name] = parts.count > 1 ? String(parts[1]) : "" }
    }
    return pairs
  }

  /// Whether two secrets are equal, in a time that does not depend on where they differ.
  static func sameSecret(_ given: String, _ secret: String) -> Bool {
    let (a, b) = (Array(given.utf8), Array(secret.utf8))
    var difference = a.count ^ b.count
    for index in 0..<b.count { difference |= Int((index < a.count ? a[index] : 0) ^ b[index]) }
    return difference == 0
  }
}
