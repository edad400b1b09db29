import Foundation

extension ScriptedResponse {
  /// A redirect (`302 Found` by default) to `location`, which is sent as it is: absolute,
  /// relative, or with any scheme.
  public static func redirect(to location: String, status: Int = 302) -> ScriptedResponse {
    ScriptedResponse(status: status, headers: [("Location", location)])
  }

  /// Exactly `bytes`, with no status line or headers, then the connection closes: what an
  /// HTTP/0.9 server, or something that is not an HTTP server at all, answers.
  public static func raw(_ bytes: Data) -> ScriptedResponse {
    ScriptedResponse(raw: bytes)
  }

  /// A `200 OK` whose chunked body never ends: `piece` again and again, as fast as the client
  /// reads (or one piece every `interval`), until the client hangs up or the server stops.
  public static func endless(
    piece: Data = Data(repeating: 0x61, count: 64 * 1024), every interval: Duration? = nil
  ) -> ScriptedResponse {
    var response = ScriptedResponse(
      headers: [("Content-Type", "application/octet-stream")], body: piece, chunked: true,
      repeatsBodyForever: true)
    if let interval {
      response.drip = Drip(bytes: max(piece.count, 1), interval: interval)
    }
    return response
  }

  /// A `200 OK` whose body is `count` zero bytes compressed with `coding`, labelled with
  /// `Content-Encoding`: 1/158 of the size on the wire (a "compression bomb"). `count` is
  /// rounded up to 1 + a whole number of 258-byte runs.
  public static func compressedZeros(_ count: Int, coding: ContentCoding) -> ScriptedResponse {
    ScriptedResponse(
      headers: [
        ("Content-Type", "application/json"), ("Content-Encoding", coding.rawValue),
      ],
      body: CompressedZeros.encoded(count: count, coding: coding))
  }

  /// A copy that waits `delay` between its header fields and its body.
  public func pausingBeforeBody(for delay: Duration) -> ScriptedResponse {
    var copy = self
    copy.bodyDelay = delay
    return copy
  }
}

/// The content codings ``ScriptedResponse/compressedZeros(_:coding:)`` can produce.
public enum ContentCoding: String, Sendable, CaseIterable {
  /// RFC 1952 gzip: a gzip header, deflate data, CRC-32 and length.
  case gzip
  /// HTTP's `deflate`: the RFC 1950 zlib format (a two-byte header, deflate data, Adler-32).
  case deflate
}
