import Foundation
import NetworkingTestSupport

/// The faults that act out a hostile or careless server, for the apps' hardening tests.
extension FaultPlan {
  /// What `hostile-text` puts in front of every string: a one-byte CSI (U+009B) that turns
  /// text red on a terminal honouring C1, an OSC title change (U+009D … U+009C), DEL, and a
  /// right-to-left override.
  static let hostilePrefix = "\u{9B}31m\u{9D}0;pwned\u{9C}\u{7F}\u{202E}"

  /// What `markup-text` puts in front of every string: markup that each status bar would act
  /// on (Pango, tmux formats, a Polybar click action running a command).
  static let markupPrefix = "</span>&<b>#{%{A1:rm -rf ~:}"

  /// What `script-text` puts in front of every string: markup that would run a script, load
  /// an image or end a picture's `<text>` early, were it taken for markup.
  static let scriptPrefix =
    "<img src=x onerror=\"document.title='pwned'\"></text><script>location='#pwned'</script>"
    + "<a href='javascript:alert(1)'>&amp;"

  /// What `huge-text` puts in front of every string: a quarter MiB of words, far longer than
  /// any title (large enough to make every surface slow and big if it were kept, small enough
  /// that a list of five todos stays under a client's 8 MiB cap).
  static let hugePrefix = String(repeating: "huge text ", count: 26_215)

  static func hostile(
    _ kind: FaultKind?, request: RecordedRequest, recorded: () -> ScriptedResponse
  ) -> ScriptedResponse {
    switch kind {
    case .echoKey:
      let credentials = ["X-Api-Key", "Authorization"].compactMap { request.header($0) }
      let body = "invalid credentials: \(credentials.joined(separator: " ")) (echoed)\n"
      return .text(body, status: 500)
    case .hostileText:
      return withPrefix(hostilePrefix, recorded())
    case .markupText:
      return withPrefix(markupPrefix, recorded())
    case .scriptText:
      return withPrefix(scriptPrefix, recorded())
    case .hugeText:
      return withPrefix(hugePrefix, recorded())
    case .rateLimitedForADay:
      return .text("Too Many Requests (injected by fixture-server)\n", status: 429)
        .adding(header: "Retry-After", "86400")
    case .redirectFTP:
      return ScriptedResponse.status(302, headers: [("Location", "ftp://127.0.0.1:1/file")])
    case .redirectOrigin:
      return redirectingToLocalhost(request) ?? recorded()
    case .gzipBomb:
      return .compressedZeros(1 << 30, coding: .gzip)
    case .endless:
      // 64 KiB a millisecond (64 MB/s, a fast real link), not as fast as loopback copies:
      // FoundationNetworking reads a body that never pauses on its session's one queue without
      // ever giving it back, which starves the requests beside it (see the Networking README).
      return .endless(every: .milliseconds(1))
    case .http09:
      return .raw(recorded().body)
    default:
      return recorded()
    }
  }

  /// A redirect to the request's own path and query (faults removed) on `localhost`, at the
  /// port the request came to; `nil` when the request already came to `localhost`.
  private static func redirectingToLocalhost(_ request: RecordedRequest) -> ScriptedResponse? {
    guard let host = request.header("Host"), !host.lowercased().hasPrefix("localhost") else {
      return nil
    }
    let port = host.split(separator: ":").last.map { ":\($0)" } ?? ""
    return .redirect(to: "http://localhost\(port)\(stripped(request).target)")
  }

  /// The recorded answer with `prefix` before every JSON string value, or every Clerk
  /// `<vote-question>` (escaped for XML there); other bodies are left as they are.
  private static func withPrefix(_ prefix: String, _ response: ScriptedResponse)
    -> ScriptedResponse
  {
    var copy = spoiled(response)
    copy.status = response.status
    if let json = try? JSONValue(parsing: response.body) {
      copy.body = prefixingStrings(json, prefix).data(indent: 2)
    } else {
      let text = String(decoding: response.body, as: UTF8.self)
      copy.body = Data(
        text.replacingOccurrences(
          of: "<vote-question>", with: "<vote-question>" + xmlEscaped(prefix)
        ).utf8)
    }
    return copy
  }

  private static func xmlEscaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
  }

  private static func prefixingStrings(_ value: JSONValue, _ prefix: String) -> JSONValue {
    switch value {
    case .string(let text):
      return .string(prefix + text)
    case .array(let items):
      return .array(items.map { prefixingStrings($0, prefix) })
    case .object(let members):
      return .object(members.map { (key: $0.key, value: prefixingStrings($0.value, prefix)) })
    case .number, .bool, .null:
      return value
    }
  }
}
