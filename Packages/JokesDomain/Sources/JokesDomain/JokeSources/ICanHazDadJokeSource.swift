import Foundation
import Networking

/// icanhazdadjoke.com: `GET /` for a random dad joke, `GET /j/{id}` for one by id, both
/// answering `{"id":"…","joke":"…","status":200}` when asked for `application/json`.
///
/// Every request carries `Accept: application/json` (without it the service answers plain
/// text) and the client's `User-Agent`, which should name the app and a contact URL, as the
/// service asks. An
/// unknown id answers HTTP 200 with `{"message":"…","status":404}`: the body's status decides.
///
/// ```swift
/// let client = HTTPClient(baseURL: ICanHazDadJokeSource.defaultBaseURL)
/// let source = ICanHazDadJokeSource(client: client)
/// let joke = try await source.joke(id: "R7UfaahVfFd")
/// ```
public struct ICanHazDadJokeSource: CalledJokeSource {
  /// The service's public base URL, `https://icanhazdadjoke.com`.
  public static let defaultBaseURL = URL(string: "https://icanhazdadjoke.com")!

  let call: SourceCall

  /// Creates the source.
  ///
  /// - Parameter client: The client; its base URL is the service's (``defaultBaseURL``, or a
  ///   fixture server's).
  public init(client: HTTPClient) {
    call = SourceCall(source: .icanhazdadjoke, client: client)
  }

  /// Fetches a random dad joke.
  ///
  /// - Throws: ``JokeError/unsupportedType(_:source:)`` for any type but
  ///   ``JokeType/dadJoke``; ``JokeError/sourceError(source:message:)`` when the body's
  ///   status is not 200; ``JokeError/malformed(source:reason:)`` and the network failures.
  public func joke(of type: JokeType) async throws(JokeError) -> Joke {
    guard supports(type) else { throw .unsupportedType(type, source: .icanhazdadjoke) }
    let payload = try await fetch(SourceCall.endpoint("/"))
    try call.checkBodyStatus(payload.status, detail: payload.message)
    return try joke(from: payload)
  }

  /// Fetches the dad joke with this id (`GET /j/{id}`).
  ///
  /// - Parameter id: The service's id, letters, digits, `-` and `_` (such as `R7UfaahVfFd`).
  /// - Throws: ``JokeError/notFound(source:id:)`` when the service has no such joke (its
  ///   body says 404) or the id cannot be one; ``JokeError/malformed(source:reason:)`` and
  ///   the network failures.
  public func joke(id: String) async throws(JokeError) -> Joke {
    guard Self.isPlausible(id: id) else { throw .notFound(source: .icanhazdadjoke, id: id) }
    let payload = try await fetch(SourceCall.endpoint("j/\(id)")) { code, _ in
      code == 404 ? .notFound(source: .icanhazdadjoke, id: id) : nil
    }
    switch payload.status {
    case 200:
      return try joke(from: payload)
    case 404:
      throw .notFound(source: .icanhazdadjoke, id: id)
    default:
      throw call.bodyStatusError(payload.status, detail: payload.message)
    }
  }

  /// Whether `id` could be an id of the service: 1 to 64 ASCII letters, digits, `-` or `_`.
  /// Anything else is never sent, so an id cannot add path segments or a query.
  static func isPlausible(id: String) -> Bool {
    (1...64).contains(id.utf8.count)
      && id.utf8.allSatisfy { byte in
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
          UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
          true
        default:
          false
        }
      }
  }

  private func fetch(
    _ endpoint: Endpoint,
    status: (Int, String) -> JokeError? = { _, _ in nil }
  ) async throws(JokeError) -> Payload {
    let response = try await call.response(endpoint, status: status)
    return try call.decode(Payload.self, from: response)
  }

  private func joke(from payload: Payload) throws(JokeError) -> Joke {
    Joke(
      text: try call.jokeText(payload.joke), type: .dadJoke, source: .icanhazdadjoke,
      id: payload.id)
  }
}

extension ICanHazDadJokeSource {
  /// icanhazdadjoke's answer: `{"id":"…","joke":"…","status":200}`, or for an unknown id
  /// `{"message":"Joke with id \"…\" not found","status":404}` (with HTTP 200).
  struct Payload: Decodable, Sendable {
    /// The status the body reports; it decides, not the HTTP status.
    let status: Int
    /// The joke's id; nil when longer than ``TextLimit/identifier`` (never cut).
    let id: String?
    /// The joke's text, bounded to ``TextLimit/text``.
    let joke: String?
    /// Why there is no joke, bounded to ``TextLimit/title``.
    let message: String?

    private enum CodingKeys: String, CodingKey {
      case status, id, joke, message
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      status = try container.decode(Int.self, forKey: .status)
      id = TextLimit.identifier.fitting(try container.decodeIfPresent(String.self, forKey: .id))
      joke = try container.decodeIfPresent(String.self, forKey: .joke, limit: .text)
      message = try container.decodeIfPresent(String.self, forKey: .message, limit: .title)
    }
  }
}
