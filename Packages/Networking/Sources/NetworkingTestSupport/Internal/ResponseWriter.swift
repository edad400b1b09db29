import Foundation

/// Sends a `ScriptedResponse` the way the script says: after its delay, in drips, chunked,
/// or cut off in the middle of the body.
enum ResponseWriter {
  /// Writes `response` to `fd`. Returns false when the connection can no longer be used
  /// (the peer went away, the server stopped, or the script cut the body short).
  static func write(
    _ response: ScriptedResponse, to fd: Int32, method: String, closing: Bool, stop: StopSignal
  ) -> Bool {
    if response.delay > .zero {
      guard stop.sleep(for: response.delay) else { return false }
    }
    if let raw = response.raw {
      Socket.sendAll(fd, raw)
      return false
    }
    let sendsBody = method != "HEAD" && allowsBody(response.status)
    guard Socket.sendAll(fd, head(for: response, method: method, closing: closing)) else {
      return false
    }
    guard sendsBody else { return true }
    if response.bodyDelay > .zero {
      guard stop.sleep(for: response.bodyDelay) else { return false }
    }
    if response.repeatsBodyForever {
      return writeForever(response, to: fd, stop: stop)
    }
    let body = [UInt8](response.body)
    let limit = min(response.closeAfterBodyBytes ?? body.count, body.count)
    let pieceSize = response.drip?.bytes ?? max(limit, 1)
    var offset = 0
    while offset < limit {
      if offset > 0, let drip = response.drip {
        guard stop.sleep(for: drip.interval) else { return false }
      }
      let piece = body[offset..<min(offset + pieceSize, limit)]
      guard Socket.sendAll(fd, response.chunked ? chunk(piece) : Array(piece)) else {
        return false
      }
      offset += piece.count
    }
    if response.closeAfterBodyBytes != nil { return false }
    if response.chunked {
      return Socket.sendAll(fd, Array("0\r\n\r\n".utf8))
    }
    return true
  }

  /// Sends the body as chunks again and again until the peer goes away or the server stops;
  /// the connection is never reusable afterwards.
  private static func writeForever(_ response: ScriptedResponse, to fd: Int32, stop: StopSignal)
    -> Bool
  {
    guard !response.body.isEmpty else { return false }
    let piece = chunk([UInt8](response.body)[...])
    while !stop.isFired {
      if let drip = response.drip {
        guard stop.sleep(for: drip.interval) else { return false }
      }
      guard Socket.sendAll(fd, piece) else { return false }
    }
    return false
  }

  /// The status line and header fields, ending with the blank line.
  static func head(for response: ScriptedResponse, method: String, closing: Bool) -> [UInt8] {
    var lines = ["HTTP/1.1 \(response.status) \(reasonPhrase(response.status))"]
    var headers = response.headers
    let status = response.status
    if allowsBody(status) {
      if response.chunked {
        if response.header("Transfer-Encoding") == nil {
          headers.append(("Transfer-Encoding", "chunked"))
        }
      } else if response.header("Content-Length") == nil {
        headers.append(("Content-Length", String(response.body.count)))
      }
    }
    if closing && response.header("Connection") == nil {
      headers.append(("Connection", "close"))
    }
    lines += headers.map { "\($0.name): \($0.value)" }
    return Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
  }

  /// Whether a response with this status may carry a body (1xx, 204 and 304 may not).
  static func allowsBody(_ status: Int) -> Bool {
    !(100..<200).contains(status) && status != 204 && status != 304
  }

  private static func chunk(_ piece: ArraySlice<UInt8>) -> [UInt8] {
    Array((String(piece.count, radix: 16) + "\r\n").utf8) + piece + [13, 10]
  }

  /// The standard reason phrase for the statuses tests use; "Status" otherwise.
  static func reasonPhrase(_ status: Int) -> String {
    switch status {
    case 100: "Continue"
    case 200: "OK"
    case 201: "Created"
    case 204: "No Content"
    case 301: "Moved Permanently"
    case 302: "Found"
    case 304: "Not Modified"
    case 400: "Bad Request"
    case 401: "Unauthorized"
    case 403: "Forbidden"
    case 404: "Not Found"
    case 408: "Request Timeout"
    case 413: "Content Too Large"
    case 429: "Too Many Requests"
    case 431: "Request Header Fields Too Large"
    case 500: "Internal Server Error"
    case 502: "Bad Gateway"
    case 503: "Service Unavailable"
    case 504: "Gateway Timeout"
    default: "Status"
    }
  }
}
