import AppCommandLine
import Foundation

/// An answer of `service --http`: a status, headers and a body, written as HTTP/1.1 bytes.
///
/// Every answer says `Cache-Control: no-store`, `X-Content-Type-Options: nosniff` and
/// `Referrer-Policy: no-referrer`, and carries no CORS header: another origin's page cannot
/// read it. Header values are made here from the server's own words; whatever else reaches
/// one (a widget's title) is reduced to printable ASCII first (``headerValue(_:)``).
struct HTTPResponse: Sendable {
  var status: Int
  var headers: [(name: String, value: String)]
  var body: Data
  /// Whether the connection closes after this answer.
  var closes = false

  init(_ status: Int, _ contentType: String?, _ body: Data, headers: [(String, String)] = []) {
    self.status = status
    self.body = body
    self.headers = (contentType.map { [("Content-Type", $0)] } ?? []) + headers.map { ($0, $1) }
  }

  /// A short plain-text answer: `404 not found`.
  static func text(_ status: Int, _ words: String, headers: [(String, String)] = []) -> Self {
    HTTPResponse(
      status, "text/plain; charset=utf-8", Data("\(status) \(words)\n".utf8), headers: headers)
  }

  /// JSON text.
  static func json(_ body: Data) -> Self {
    HTTPResponse(200, "application/json", body)
  }

  /// The reason phrases of the statuses this server answers with.
  static let reasons: [Int: String] = [
    200: "OK", 400: "Bad Request", 403: "Forbidden", 404: "Not Found",
    405: "Method Not Allowed", 408: "Request Timeout", 421: "Misdirected Request",
    431: "Request Header Fields Too Large", 502: "Bad Gateway", 503: "Service Unavailable",
    504: "Gateway Timeout",
  ]

  /// The answer's bytes; `head` without the body (for `HEAD`), and an event stream's head
  /// without a length (the stream ends when the connection does).
  func bytes(headOnly: Bool = false, streaming: Bool = false) -> Data {
    var lines = ["HTTP/1.1 \(status) \(Self.reasons[status] ?? "Unknown")"]
    for (name, value) in headers { lines.append("\(name): \(Self.headerValue(value))") }
    lines += [
      "Cache-Control: no-store", "X-Content-Type-Options: nosniff",
      "Referrer-Policy: no-referrer",
    ]
    if !streaming { lines.append("Content-Length: \(body.count)") }
    if closes || streaming { lines.append("Connection: close") }
    var data = Data((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
    if !headOnly { data.append(body) }
    return data
  }

  /// `value` as a header may hold it: printable ASCII and spaces only, at most 200 of them;
  /// anything else (a line break that would start a header of its own) becomes `?`.
  static func headerValue(_ value: String) -> String {
    String(
      String.UnicodeScalarView(
        value.unicodeScalars.prefix(200).map { (0x20..<0x7F).contains($0.value) ? $0 : "?" }))
  }
}
