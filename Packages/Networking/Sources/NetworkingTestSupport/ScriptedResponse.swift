import Foundation

/// What the loopback server sends back for one request, including how badly to behave.
public struct ScriptedResponse: Sendable {
  /// Sends the body a few bytes at a time, sleeping between pieces.
  public struct Drip: Sendable, Equatable {
    /// How many body bytes to send per piece (at least 1).
    public var bytes: Int
    /// How long to wait before each piece after the first.
    public var interval: Duration

    /// A drip of `bytes` every `interval`.
    public init(bytes: Int, interval: Duration) {
      self.bytes = max(1, bytes)
      self.interval = interval
    }
  }

  /// The status code, e.g. 200.
  public var status: Int
  /// Header fields to send. `Content-Length` is added automatically unless `chunked` is set
  /// or the headers already carry one (so a test can lie about the length).
  public var headers: [(name: String, value: String)]
  /// The body. It is not sent for `HEAD` requests or 1xx, 204 and 304 statuses.
  public var body: Data
  /// How long to wait before sending the status line.
  public var delay: Duration
  /// How long to wait between the header fields and the first body byte.
  public var bodyDelay: Duration
  /// When set, the body is sent in pieces of `drip.bytes` every `drip.interval`.
  public var drip: Drip?
  /// When set, only this many body bytes are sent, then the connection is closed (a reset
  /// in the middle of the body).
  public var closeAfterBodyBytes: Int?
  /// Sends the body with `Transfer-Encoding: chunked` instead of `Content-Length`.
  public var chunked: Bool
  /// When set, the body is sent chunked again and again, never ending, until the client goes
  /// away or the server stops (an endless body; a drip slows it down).
  public var repeatsBodyForever: Bool
  /// When set, exactly these bytes are sent instead of a status line, headers and body, and
  /// the connection is then closed: an HTTP/0.9-style reply, garbage, or any hand-made answer.
  /// `delay` still applies; everything else is ignored.
  public var raw: Data?

  /// A response; every part has a harmless default.
  public init(
    status: Int = 200,
    headers: [(name: String, value: String)] = [],
    body: Data = Data(),
    delay: Duration = .zero,
    bodyDelay: Duration = .zero,
    drip: Drip? = nil,
    closeAfterBodyBytes: Int? = nil,
    chunked: Bool = false,
    repeatsBodyForever: Bool = false,
    raw: Data? = nil
  ) {
    self.status = status
    self.headers = headers
    self.body = body
    self.delay = delay
    self.bodyDelay = bodyDelay
    self.drip = drip
    self.closeAfterBodyBytes = closeAfterBodyBytes
    self.chunked = chunked
    self.repeatsBodyForever = repeatsBodyForever
    self.raw = raw
  }

  /// A JSON body (`Content-Type: application/json; charset=utf-8`) plus any extra headers.
  public static func json(
    _ text: String, status: Int = 200, headers: [(name: String, value: String)] = []
  ) -> ScriptedResponse {
    ScriptedResponse(
      status: status,
      headers: [("Content-Type", "application/json; charset=utf-8")] + headers,
      body: Data(text.utf8))
  }

  /// A text body with the given content type.
  public static func text(
    _ text: String, status: Int = 200, contentType: String = "text/plain; charset=utf-8"
  ) -> ScriptedResponse {
    ScriptedResponse(
      status: status, headers: [("Content-Type", contentType)], body: Data(text.utf8))
  }

  /// A bare status with an empty body, e.g. `.status(204)` or `.status(304)`.
  public static func status(_ code: Int, headers: [(name: String, value: String)] = [])
    -> ScriptedResponse
  {
    ScriptedResponse(status: code, headers: headers)
  }

  /// `404 Not Found` with a short plain-text body; what unrouted paths answer by default.
  public static let notFound = ScriptedResponse.text("Not Found\n", status: 404)

  /// The value of the first header called `name`, compared case-insensitively.
  public func header(_ name: String) -> String? {
    headers.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
  }

  /// A copy that waits `delay` before the status line.
  public func delayed(by delay: Duration) -> ScriptedResponse {
    var copy = self
    copy.delay = delay
    return copy
  }

  /// A copy that sends its body `bytes` at a time every `interval`.
  public func dripping(bytes: Int, every interval: Duration) -> ScriptedResponse {
    var copy = self
    copy.drip = Drip(bytes: bytes, interval: interval)
    return copy
  }

  /// A copy that closes the connection after `count` body bytes.
  public func closingAfter(bodyBytes count: Int) -> ScriptedResponse {
    var copy = self
    copy.closeAfterBodyBytes = count
    return copy
  }

  /// A copy with one more header field.
  public func adding(header name: String, _ value: String) -> ScriptedResponse {
    var copy = self
    copy.headers.append((name, value))
    return copy
  }
}
