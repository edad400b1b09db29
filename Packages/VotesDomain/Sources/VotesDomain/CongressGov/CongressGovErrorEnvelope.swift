import Foundation
import Networking

/// congress.gov's error answers, in both shapes seen:
/// `{"error": {"code": "API_KEY_MISSING", "message": "…"}}` (api.data.gov, in front of the
/// API: 403 for a missing key, 429 — sometimes with HTTP 200 — over the rate limit) and
/// `{"error": "Unknown resource: senate-vote/119/1"}` (the API itself).
struct CongressGovErrorEnvelope: Decodable, Sendable, Equatable {
  let code: String?
  let message: String

  private enum CodingKeys: String, CodingKey {
    case error
  }

  private struct Body: Decodable {
    let code: String?
    let message: String?

    private enum CodingKeys: String, CodingKey {
      case code, message
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      code = try container.decodeIfPresent(String.self, forKey: .code, limit: .name)
      message = try container.decodeIfPresent(String.self, forKey: .message, limit: .title)
    }
  }

  init(code: String?, message: String) {
    self.code = code
    self.message = message
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    if let text = try? container.decode(String.self, forKey: .error, limit: .title) {
      self.init(code: nil, message: text)
    } else {
      let body = try container.decode(Body.self, forKey: .error)
      self.init(code: body.code, message: body.message ?? body.code ?? "")
    }
  }

  /// The error codes api.data.gov sends that are recognised even in a cut-off body.
  private static let knownCodes = [
    "API_KEY_MISSING", "API_KEY_INVALID", "API_KEY_DISABLED", "API_KEY_UNAUTHORIZED",
    "API_KEY_UNVERIFIED", "OVER_RATE_LIMIT",
  ]

  /// The envelope in a body, if the body is one. A body that is not complete JSON (an excerpt
  /// of an error answer) still counts when it names one of api.data.gov's error codes.
  static func find(in body: Data) -> CongressGovErrorEnvelope? {
    if let envelope = try? JSONDecoder().decode(CongressGovErrorEnvelope.self, from: body) {
      return envelope
    }
    let text = String(decoding: body.prefix(4096), as: UTF8.self)
    guard text.contains("\"error\""),
      let code = knownCodes.first(where: { text.contains("\"\($0)\"") })
    else { return nil }
    return CongressGovErrorEnvelope(code: code, message: code)
  }

  /// The error a person reads for this envelope.
  func voteError(retryAfter: Duration?) -> VoteError {
    switch code?.uppercased() {
    case "API_KEY_MISSING": .apiKeyMissing
    case "OVER_RATE_LIMIT": .rateLimited(retryAfter: retryAfter)
    case let code? where code.hasPrefix("API_KEY_"): .apiKeyRejected(code: code)
    default: .congressGovError(code: code, message: message)
    }
  }
}
