import Foundation
import NetworkingTestSupport

extension FaultPlan {
  /// Headers that would let a client cache or revalidate a faulty answer as if it were data.
  private static let cacheHeaders: Set<String> = [
    "etag", "last-modified", "cache-control", "expires",
  ]

  /// The response to send: `recorded` (computed only when the fault needs it) spoiled as
  /// the plan says. A faulty answer never carries the recorded answer's validators, so it
  /// cannot end up in a client's cache as if it were data.
  func apply(to request: RecordedRequest, recorded: () -> ScriptedResponse) -> ScriptedResponse {
    var response: ScriptedResponse
    switch kind {
    case nil:
      response = recorded()
    case .serverError:
      response = .text("Internal Server Error (injected by fixture-server)\n", status: 500)
    case .unavailable:
      response = .text("Service Unavailable (injected by fixture-server)\n", status: 503)
        .adding(header: "Retry-After", "1")
    case .tooManyRequests:
      response = .text("Too Many Requests (injected by fixture-server)\n", status: 429)
        .adding(header: "Retry-After", "1")
    case .html:
      response = .htmlPage(
        title: "Service Temporarily Unavailable",
        message: "The server is down for maintenance (injected by fixture-server).", status: 200)
    case .malformed:
      response = Self.spoiled(recorded())
      response.status = 200
      response.body = response.body.prefix(max(1, response.body.count / 2))
    case .reset:
      response = Self.spoiled(recorded())
      response.closeAfterBodyBytes = response.body.count / 2
    case .echoKey, .hostileText, .markupText, .scriptText, .hugeText, .rateLimitedForADay,
      .redirectFTP,
      .redirectOrigin,
      .gzipBomb,
      .endless, .http09:
      response = Self.hostile(kind, request: request, recorded: recorded)
    }
    if let delay { response.delay = delay }
    return response
  }

  /// A copy without cache validators and with a body long enough to spoil.
  static func spoiled(_ response: ScriptedResponse) -> ScriptedResponse {
    var copy = response.removingHeaders(cacheHeaders).adding(header: "Cache-Control", "no-store")
    if copy.body.count < 2 {
      copy.status = 200
      copy.body = Data(#"{"truncated": "by fixture-server"}"#.utf8)
    }
    return copy
  }
}
