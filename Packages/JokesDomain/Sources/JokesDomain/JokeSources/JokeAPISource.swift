import Foundation
import Networking

/// JokeAPI v2: `GET /joke/Any?safe-mode` answering a `single` joke (`joke`) or a `twopart`
/// one (`setup` and `delivery`, joined here on two lines).
///
/// Safe mode is on by default, so only jokes the service marks safe come back; the kind of
/// joke (`type=`) is left to the service. Errors come as an envelope
/// `{"error":true,"code":106,"message":"…","causedBy":[…],"additionalInfo":"…"}` with a
/// matching HTTP status; more than 120 requests a minute answer HTTP 429.
///
/// ```swift
/// let source = JokeAPISource(client: HTTPClient(baseURL: JokeAPISource.defaultBaseURL))
/// let joke = try await source.joke(of: .random)
/// ```
public struct JokeAPISource: CalledJokeSource {
  /// The service's public base URL, `https://v2.jokeapi.dev`.
  public static let defaultBaseURL = URL(string: "https://v2.jokeapi.dev")!

  /// Whether only jokes the service marks safe are asked for (`safe-mode`).
  public let safeMode: Bool

  let call: SourceCall

  /// JokeAPI allows 120 requests a minute (its documentation's rate limit): give the source a
  /// client held to this (`client.with(politeness: JokeAPISource.politeness)`), as the
  /// dadjokes app does, and the process keeps to it, 2 at once.
  public static let politeness = Politeness(concurrency: 2, perMinute: 120)

  /// Creates the source.
  ///
  /// - Parameters:
  ///   - client: The client; its base URL is the service's (``defaultBaseURL``, or a fixture
  ///     server's).
  ///   - safeMode: Whether to ask only for jokes the service marks safe; `true` by default.
  public init(client: HTTPClient, safeMode: Bool = true) {
    call = SourceCall(source: .jokeapi, client: client)
    self.safeMode = safeMode
  }

  /// Fetches a joke of any category (`/joke/Any`).
  ///
  /// - Returns: The joke, typed ``JokeType/random``; a two-part joke's text is its setup and
  ///   delivery on two lines.
  /// - Throws: ``JokeError/unsupportedType(_:source:)`` for any type but
  ///   ``JokeType/random``; ``JokeError/sourceError(source:message:)`` for the error
  ///   envelope; ``JokeError/rateLimited(source:retryAfter:)`` for HTTP 429;
  ///   ``JokeError/malformed(source:reason:)`` and the network failures.
  public func joke(of type: JokeType) async throws(JokeError) -> Joke {
    guard supports(type) else { throw .unsupportedType(type, source: .jokeapi) }
    let query = safeMode ? [URLQueryItem(name: "safe-mode", value: nil)] : []
    let response = try await call.response(SourceCall.endpoint("joke/Any", query: query)) {
      code, excerpt in
      guard (400...499).contains(code), code != 429,
        let envelope = JokeAPIErrorEnvelope(excerpt: excerpt)
      else {
        return nil
      }
      return .sourceError(source: .jokeapi, message: envelope.summary)
    }
    let payload = try call.decode(Payload.self, from: response)
    if payload.error == true {
      let envelope = try call.decode(JokeAPIErrorEnvelope.self, from: response)
      throw .sourceError(source: .jokeapi, message: envelope.summary)
    }
    return Joke(
      text: try text(of: payload), type: .random, source: .jokeapi, id: payload.id.map(String.init)
    )
  }

  /// The joke's text: `joke` for a single joke, `setup` and `delivery` on two lines for a
  /// two-part one, together bounded to ``TextLimit/text``.
  private func text(of payload: Payload) throws(JokeError) -> String {
    switch payload.type {
    case "single":
      if let joke = payload.joke, !joke.allSatisfy(\.isWhitespace) { return joke }
      throw .malformed(source: .jokeapi, reason: "a single joke without \"joke\"")
    case "twopart":
      if let setup = payload.setup, let delivery = payload.delivery {
        return TextLimit.text.bound(setup + "\n" + delivery)
      }
      throw .malformed(
        source: .jokeapi, reason: "a twopart joke without \"setup\" and \"delivery\"")
    default:
      let type = payload.type.map { "\"\(JokeError.quote($0))\"" } ?? "missing"
      throw .malformed(source: .jokeapi, reason: "joke type \(type), not single or twopart")
    }
  }
}

extension JokeAPISource {
  /// One JokeAPI joke. Older answers have no `error` or `safe` field. Its text is bounded
  /// where it is decoded: the type to ``TextLimit/name``, the rest to ``TextLimit/text``.
  struct Payload: Decodable, Sendable {
    /// `true` for the error envelope.
    let error: Bool?
    /// `"single"` or `"twopart"`.
    let type: String?
    /// A single joke's text.
    let joke: String?
    /// A two-part joke's first line.
    let setup: String?
    /// A two-part joke's punch line.
    let delivery: String?
    /// The joke's number.
    let id: Int?

    private enum CodingKeys: String, CodingKey {
      case error, type, joke, setup, delivery, id
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      error = try container.decodeIfPresent(Bool.self, forKey: .error)
      type = try container.decodeIfPresent(String.self, forKey: .type, limit: .name)
      joke = try container.decodeIfPresent(String.self, forKey: .joke, limit: .text)
      setup = try container.decodeIfPresent(String.self, forKey: .setup, limit: .text)
      delivery = try container.decodeIfPresent(String.self, forKey: .delivery, limit: .text)
      id = try container.decodeIfPresent(Int.self, forKey: .id)
    }
  }
}
