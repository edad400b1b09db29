import Foundation
import Networking

/// api.chucknorris.io: `GET /jokes/random[?category=…]` answering
/// `{"categories":[…],"id":"…","value":"…",…}`.
///
/// An unknown category answers HTTP 404.
///
/// ```swift
/// let source = ChuckNorrisSource(client: HTTPClient(baseURL: ChuckNorrisSource.defaultBaseURL))
/// let joke = try await source.joke(of: .chuckNorris)
/// ```
public struct ChuckNorrisSource: CalledJokeSource {
  /// The service's public base URL, `https://api.chucknorris.io`.
  public static let defaultBaseURL = URL(string: "https://api.chucknorris.io")!

  /// The category jokes are drawn from (such as `"money"`), or `nil` for any.
  public let category: String?

  let call: SourceCall

  /// Creates the source.
  ///
  /// - Parameters:
  ///   - client: The client; its base URL is the service's (``defaultBaseURL``, or a fixture
  ///     server's).
  ///   - category: A category to draw jokes from (the service lists them at
  ///     `/jokes/categories`), or `nil` for any.
  public init(client: HTTPClient, category: String? = nil) {
    call = SourceCall(source: .chucknorris, client: client)
    self.category = category
  }

  /// Fetches a random Chuck Norris joke, from ``category`` when one is set.
  ///
  /// - Throws: ``JokeError/unsupportedType(_:source:)`` for any type but
  ///   ``JokeType/chuckNorris``; ``JokeError/unknownCategory(source:category:)`` when the
  ///   service has no such category; ``JokeError/malformed(source:reason:)`` and the network
  ///   failures.
  public func joke(of type: JokeType) async throws(JokeError) -> Joke {
    guard supports(type) else { throw .unsupportedType(type, source: .chucknorris) }
    let query = category.map { [URLQueryItem(name: "category", value: $0)] } ?? []
    let response = try await call.response(SourceCall.endpoint("jokes/random", query: query)) {
      code, _ in
      guard code == 404, let category else { return nil }
      return .unknownCategory(source: .chucknorris, category: category)
    }
    let payload = try call.decode(Payload.self, from: response)
    let text = try call.jokeText(payload.value)
    return Joke(text: text, type: .chuckNorris, source: .chucknorris, id: payload.id)
  }
}

extension ChuckNorrisSource {
  /// A chucknorris.io joke. Only the id and text are read; the categories, the timestamps
  /// (`2020-01-05 13:42:18.823766`, not ISO 8601), the icon and the web URL are not needed.
  struct Payload: Decodable, Sendable {
    /// The joke's id, such as `CfW0ccNFTpeq_v1r13IjTQ`; nil when longer than
    /// ``TextLimit/identifier`` (never cut).
    let id: String?
    /// The joke's text, bounded to ``TextLimit/text``.
    let value: String

    private enum CodingKeys: String, CodingKey {
      case id, value
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      id = TextLimit.identifier.fitting(try container.decodeIfPresent(String.self, forKey: .id))
      value = try container.decode(String.self, forKey: .value, limit: .text)
    }
  }
}
