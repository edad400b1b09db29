import Foundation
import NetworkingTestSupport

/// A fault the server can inject instead of (or on top of) the recorded answer.
public enum FaultKind: String, Sendable, CaseIterable {
  /// HTTP 500 with a short text body.
  case serverError = "500"
  /// HTTP 503 with `Retry-After: 1`.
  case unavailable = "503"
  /// HTTP 429 with `Retry-After: 1`.
  case tooManyRequests = "429"
  /// The recorded answer's body cut in half, with status 200.
  case malformed
  /// The recorded answer's head and half its body, then the connection is closed.
  case reset
  /// An HTML error page with status 200, as a captive portal or a proxy would send.
  case html
  /// HTTP 500 whose body quotes the request's credentials (`X-Api-Key`, `Authorization`), as a
  /// careless API does: an app must not print them.
  case echoKey = "echo-key"
  /// The recorded answer with C1 controls, DEL, an OSC sequence and a bidi override put into
  /// every JSON string and every Clerk question: an app must not pass them to a terminal.
  case hostileText = "hostile-text"
  /// The recorded answer with markup for every status bar (`</span>&<b>#{%{A1:rm -rf ~:}`:
  /// Pango, tmux's `#{`, Polybar's action tag) put into every JSON string and every Clerk
  /// question: a bar must show it as text.
  case markupText = "markup-text"
  /// The recorded answer with HTML and SVG that would run a script if a picture took it for
  /// markup (`<img src=x onerror=…>`, `</text><script>…`) put into every JSON string and every
  /// Clerk question: an SVG or HTML widget must show it as text.
  case scriptText = "script-text"
  /// The recorded answer with a quarter MiB of text (``FaultPlan/hugePrefix``) put before every
  /// JSON string and every Clerk question: an app must bound what it decodes, so that every
  /// surface (a status line, a tooltip, a board, a stored timeline) stays small.
  case hugeText = "huge-text"
  /// HTTP 429 with `Retry-After: 86400`: an app must not retry before a day has passed.
  case rateLimitedForADay = "429-day"
  /// A redirect to an `ftp://` URL: the service's fault, not the user's.
  case redirectFTP = "redirect-ftp"
  /// A redirect to the same path on another origin (`localhost` instead of `127.0.0.1`, the
  /// same server): credentials must not follow it. Requests to `localhost` get the answer.
  case redirectOrigin = "redirect-origin"
  /// 1 GiB of zeros gzip-compressed into 6.8 MB, labelled `Content-Encoding: gzip`.
  case gzipBomb = "gzip-bomb"
  /// A chunked body that never ends, as fast as the client reads it.
  case endless
  /// The recorded body with no status line or headers, as an HTTP/0.9 server answers.
  case http09
}

/// Which faults apply to a request: an optional delay before answering and an optional kind.
public struct FaultPlan: Sendable, Equatable {
  /// How long to wait before the status line.
  public var delay: Duration?
  /// The fault to answer with.
  public var kind: FaultKind?
  /// Only requests of this method (`PATCH`) get the plan; `nil` for every request.
  public var method: String?

  /// A plan from its parts; all default to no fault, for every method.
  public init(delay: Duration? = nil, kind: FaultKind? = nil, method: String? = nil) {
    self.delay = delay
    self.kind = kind
    self.method = method?.uppercased()
  }

  /// True when the plan injects nothing.
  public var isEmpty: Bool { delay == nil && kind == nil }

  /// Adds one `--fault` argument: `delay=SECONDS` or a ``FaultKind`` raw value.
  /// - Throws: `FixtureServerError.usage` for anything else.
  public mutating func add(argument: String) throws(FixtureServerError) {
    if argument.hasPrefix("delay=") {
      delay = try Self.seconds(String(argument.dropFirst("delay=".count)))
    } else if let fault = FaultKind(rawValue: argument) {
      kind = fault
    } else {
      throw .usage("unknown fault '\(argument)'; expected delay=SECONDS or one of \(Self.kinds)")
    }
  }

  /// The plan a fault query spells, for `POST /_fixture/faults` and each `step` of
  /// `POST /_fixture/script`: `fault=KIND` and `delay=SECONDS` items (both optional, so no
  /// items is no fault); names in `extra` are skipped for the caller. Stricter than a request's
  /// own `fault=` and `delay=`: a mistake in a test's set-up must fail it, not pass unnoticed.
  /// - Throws: `FixtureServerError.usage` naming an unknown parameter, kind or a bad delay.
  static func parsed(_ items: [URLQueryItem], skipping extra: Set<String> = [])
    throws(FixtureServerError) -> FaultPlan
  {
    var plan = FaultPlan()
    for item in items where !extra.contains(item.name) {
      let value = item.value ?? ""
      switch item.name {
      case "fault":
        guard let kind = FaultKind(rawValue: value) else {
          throw .usage("unknown fault '\(value)'; expected one of \(kinds)")
        }
        plan.kind = kind
      case "delay":
        plan.delay = try seconds(value)
      default:
        throw .usage("unknown parameter '\(item.name)'; expected fault=KIND or delay=SECONDS")
      }
    }
    return plan
  }

  /// The plan of one script step such as `delay=2&fault=500` (already percent-decoded once;
  /// `""` is no fault), by the rules of `parsed(_:skipping:)`.
  static func parsed(query: String) throws(FixtureServerError) -> FaultPlan {
    try parsed(RecordedRequest(target: "/?" + query).queryItems)
  }

  /// The plan a request asks for with `fault=KIND` and `delay=SECONDS`, on top of `global`.
  /// Unknown values are ignored so that a typo never breaks the data.
  static func requested(by request: RecordedRequest, over global: FaultPlan) -> FaultPlan {
    var plan =
      global.method.map { $0 == request.method.uppercased() } ?? true ? global : FaultPlan()
    plan.method = nil
    if let kind = request.queryValue("fault").flatMap(FaultKind.init(rawValue:)) {
      plan.kind = kind
    }
    if let delay = request.queryValue("delay").flatMap({ try? Self.seconds($0) }) {
      plan.delay = delay
    }
    return plan
  }

  /// `request` without the `fault` and `delay` query items, so faults never reach the routes
  /// (a filter such as JSONPlaceholder's would otherwise treat them as fields).
  static func stripped(_ request: RecordedRequest) -> RecordedRequest {
    guard let mark = request.target.firstIndex(of: "?") else { return request }
    let kept = request.target[request.target.index(after: mark)...]
      .split(separator: "&")
      .filter { pair in
        let name = pair.split(separator: "=", maxSplits: 1).first ?? ""
        return name != "fault" && name != "delay"
      }
    let target =
      String(request.target[..<mark]) + (kept.isEmpty ? "" : "?" + kept.joined(separator: "&"))
    return RecordedRequest(
      method: request.method, target: target, headers: request.headers, body: request.body,
      version: request.version, connectionID: request.connectionID)
  }

  /// Every kind's name, for error messages.
  private static var kinds: String { FaultKind.allCases.map(\.rawValue).joined(separator: ", ") }

  private static func seconds(_ text: String) throws(FixtureServerError) -> Duration {
    guard let value = Double(text), value >= 0, value <= 3600 else {
      throw .usage("delay must be a number of seconds between 0 and 3600, got '\(text)'")
    }
    return .milliseconds(Int((value * 1000).rounded()))
  }
}
