import Foundation
import Networking

/// The tutorial's own API: `GET /retrieveJokes.php?type=<identifier>` answering
/// `{"status":200,"response":"success","joke":"…","type":"Dad Joke: "}`.
///
/// It has every joke type, and is the only service with yo mama jokes. A `status` other than
/// 200 in the body is a failure even when the HTTP status is 200. The `type` field is a label
/// such as `"Dad Joke: "`; for a random joke it tells which type came back.
///
/// ```swift
/// let source = TutorialJokeSource(client: HTTPClient(baseURL: TutorialJokeSource.defaultBaseURL))
/// let joke = try await source.joke(of: .yoMama)
/// ```
public struct TutorialJokeSource: CalledJokeSource {
  /// The API's public base URL, `https://jokes.guyliangilsing.me`.
  public static let defaultBaseURL = URL(string: "https://jokes.guyliangilsing.me")!

  let call: SourceCall

  /// Creates the source.
  ///
  /// - Parameter client: The client; its base URL is the API's (``defaultBaseURL``, or a
  ///   fixture server's).
  public init(client: HTTPClient) {
    call = SourceCall(source: .tutorial, client: client)
  }

  /// Fetches a joke of `type` from `retrieveJokes.php`.
  ///
  /// - Returns: The joke; for ``JokeType/random`` its type is the one the label reports, or
  ///   ``JokeType/random`` when the label names no type.
  /// - Throws: ``JokeError/sourceError(source:message:)`` when the body's status is not 200,
  ///   ``JokeError/malformed(source:reason:)`` when the body is not the API's format or has
  ///   no joke, and the network failures of ``JokeError``.
  public func joke(of type: JokeType) async throws(JokeError) -> Joke {
    let endpoint = SourceCall.endpoint(
      "retrieveJokes.php", query: [URLQueryItem(name: "type", value: type.identifier)])
    let response = try await call.response(endpoint)
    let payload = try call.decode(Payload.self, from: response)
    try call.checkBodyStatus(payload.status, detail: payload.response)
    let text = try call.jokeText(payload.joke)
    let reported = payload.type.flatMap(Self.jokeType(label:))
    return Joke(text: text, type: type == .random ? reported ?? .random : type, source: .tutorial)
  }

  /// The joke type a label names: `"Dad Joke: "` and `"Yo Mama Joke"` (a label without the
  /// `": "` suffix) both parse; an unknown or empty label is `nil`.
  static func jokeType(label: String) -> JokeType? {
    JokeType(parsing: labelName(label))
  }

  /// The label without its `": "` suffix, when it has one: `"Dad Joke: "` → `"Dad Joke"`.
  static func labelName(_ label: String) -> String {
    label.hasSuffix(": ") ? String(label.dropLast(2)) : label
  }
}

extension TutorialJokeSource {
  /// The tutorial API's answer:
  /// `{"status":200,"response":"success","joke":"…","type":"Dad Joke: "}`.
  ///
  /// Only `status` is required; PHP may write it as a number or a numeric string.
  struct Payload: Decodable, Sendable {
    /// 200 on success; anything else is a failure.
    let status: Int
    /// `"success"` or `"error"`, bounded to ``TextLimit/name``.
    let response: String?
    /// The joke's text, bounded to ``TextLimit/text``; empty on failure.
    let joke: String?
    /// A label such as `"Dad Joke: "`, bounded to ``TextLimit/name``; the suffix may be
    /// missing.
    let type: String?

    private enum CodingKeys: String, CodingKey {
      case status, response, joke, type
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      if let number = try? container.decode(Int.self, forKey: .status) {
        status = number
      } else if let number = Int(try container.decode(String.self, forKey: .status)) {
        status = number
      } else {
        throw DecodingError.dataCorruptedError(
          forKey: .status, in: container, debugDescription: "status is not a number")
      }
      response = try container.decodeIfPresent(String.self, forKey: .response, limit: .name)
      joke = try container.decodeIfPresent(String.self, forKey: .joke, limit: .text)
      type = try container.decodeIfPresent(String.self, forKey: .type, limit: .name)
    }
  }
}
