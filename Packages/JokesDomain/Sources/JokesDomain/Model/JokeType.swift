/// The four kinds of joke of the tutorial's app, in its order; the raw value is the identifier
/// the services, the command line, deep links and stored widget timelines use.
///
/// ```swift
/// JokeType(parsing: "Chuck Norris")  // .chuckNorris
/// JokeType.dadJoke.identifier        // "dadjoke"
/// ```
public enum JokeType: String, CaseIterable, Codable, Sendable, CustomStringConvertible {
  /// Chuck Norris facts: `chucknorris`.
  case chuckNorris = "chucknorris"
  /// Dad jokes: `dadjoke`.
  case dadJoke = "dadjoke"
  /// A joke of any kind: `random`.
  case random
  /// Yo mama jokes, which only the tutorial's service has: `yomama`.
  case yoMama = "yomama"

  /// The identifier the APIs, links and options use: `chucknorris`, `dadjoke`, `random`,
  /// `yomama`. Stable across releases.
  public var identifier: String { rawValue }

  /// A stable key for files that store something per joke type (the identifier).
  public var storageKey: String { rawValue }

  /// The name shown to people: "Chuck Norris", "Dad Joke", "Random", "Yo Mama".
  public var displayName: String {
    switch self {
    case .chuckNorris: "Chuck Norris"
    case .dadJoke: "Dad Joke"
    case .random: "Random"
    case .yoMama: "Yo Mama"
    }
  }

  /// The identifier, so that `"\(type)"` reads as it is typed.
  public var description: String { rawValue }

  /// Every identifier in order, comma-separated: `chucknorris, dadjoke, random, yomama`.
  public static var identifiers: String {
    allCases.map(\.identifier).joined(separator: ", ")
  }

  /// Reads a joke type from an identifier, a display name or a friendly spelling.
  ///
  /// Case, `-`, `_`, `:` and spaces are ignored, and so is a trailing "joke",
  /// so `"chuck-norris"`, `"Chuck Norris"`, `"dad"`, `"dad-joke"`, `"Yo Mama Joke: "` (the
  /// tutorial API's label) and `"yo_mama"` all parse. Anything else is `nil`.
  public init?(parsing text: String) {
    let key = Self.key(text)
    let bare = key.hasSuffix("joke") ? String(key.dropLast(4)) : key
    guard
      let type = Self.allCases.first(where: { $0.spellings.contains(key) })
        ?? Self.allCases.first(where: { $0.spellings.contains(bare) })
    else {
      return nil
    }
    self = type
  }

  /// Reads a joke type like ``init(parsing:)``, for text typed by a person.
  ///
  /// - Throws: ``JokeError/unknownType(_:)``, whose description lists the identifiers.
  public static func parse(_ text: String) throws(JokeError) -> JokeType {
    guard let type = JokeType(parsing: text) else { throw .unknownType(text) }
    return type
  }

  /// The normalised spellings of this type: identifier, display name and short forms.
  private var spellings: Set<String> {
    let short: [String] =
      switch self {
      case .chuckNorris: ["chuck"]
      case .dadJoke: ["dad"]
      case .random: []
      case .yoMama: ["yomomma"]
      }
    return Set([rawValue, Self.key(displayName)] + short)
  }

  /// `text` lowercased, without `-`, `_`, `:` and whitespace.
  private static func key(_ text: String) -> String {
    var scalars = String.UnicodeScalarView()
    for scalar in text.lowercased().unicodeScalars
    where scalar != "-" && scalar != "_" && scalar != ":" && !scalar.properties.isWhitespace {
      scalars.append(scalar)
    }
    return String(scalars)
  }
}
