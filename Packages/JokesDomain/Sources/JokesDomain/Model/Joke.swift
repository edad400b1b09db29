import Networking

/// One joke as a service told it: the text, its type, and where it came from.
///
/// The text is kept as received (it may span lines: a two-part joke is its setup and delivery
/// on two lines), at most 1000 characters: a source bounds it where it decodes it, cut with `…`
/// (``TextLimit/text``), and so does decoding a stored joke. It came from the network, so it
/// must be sanitised when it is displayed; TextRendering does that before anything reaches a
/// terminal.
public struct Joke: Codable, Hashable, Sendable {
  /// The joke, as the service sent it; may hold line breaks.
  public var text: String

  /// The kind of joke. For a random joke this is the kind the service reported, when it did.
  public var type: JokeType

  /// The service the joke came from.
  public var source: JokeSourceID

  /// The service's id for the joke, when it gives one (icanhazdadjoke, chucknorris.io and
  /// JokeAPI do; the tutorial's API does not) and it is at most 100 characters
  /// (``TextLimit/identifier``: a longer one is dropped, never cut).
  public var id: String?

  private enum CodingKeys: String, CodingKey {
    case text, type, source, id
  }

  /// Creates a joke.
  ///
  /// - Parameters:
  ///   - text: The joke's text, as received.
  ///   - type: The kind of joke.
  ///   - source: The service it came from.
  ///   - id: The service's id for it, if any.
  public init(text: String, type: JokeType, source: JokeSourceID, id: String? = nil) {
    self.text = text
    self.type = type
    self.source = source
    self.id = id
  }

  /// Decodes a stored joke, its text bounded to ``TextLimit/text`` and an id longer than
  /// ``TextLimit/identifier`` dropped, as the sources do.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    text = try container.decode(String.self, forKey: .text, limit: .text)
    type = try container.decode(JokeType.self, forKey: .type)
    source = try container.decode(JokeSourceID.self, forKey: .source)
    id = TextLimit.identifier.fitting(try container.decodeIfPresent(String.self, forKey: .id))
  }

  /// The joke shown before any has been fetched (the tutorial widget's placeholder).
  public static let placeholder = Joke(
    text: "What did the ocean say to the shore? Nothing, it just waved.",
    type: .dadJoke,
    source: .tutorial
  )
}
