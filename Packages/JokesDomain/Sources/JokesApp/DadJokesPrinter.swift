import AppCommandLine
import Foundation
import JokesDomain
import JokesWidget
import TextRendering
import WidgetHost

/// How the app face prints jokes and joke types: text for people, JSON for scripts. Joke text
/// comes from the network, so it is sanitised before it reaches the terminal.
enum DadJokesPrinter {
  /// The joke's lines (a two-part joke keeps its two), then who told it:
  /// `— Dad Joke, from icanhazdadjoke.com`.
  static func text(_ joke: Joke) -> String {
    let lines = Sanitizer.sanitize(joke.text, allowsNewlines: true)
      .split(separator: "\n", omittingEmptySubsequences: true)
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
    return (lines + ["— \(joke.type.displayName), from \(joke.source.siteName)"])
      .joined(separator: "\n")
  }

  /// The joke as JSON: `{"id", "link", "source", "text", "type"}`, keys sorted.
  static func json(_ joke: Joke) throws -> String {
    try encode(JokeDocument(joke: joke))
  }

  /// One line per type: identifier, display name, the service that tells it, and which one a
  /// new widget shows.
  static func typeLines(_ options: [JokeTypeOption], selection: JokeSourceSelection) -> [String] {
    let idWidth = options.map(\.identifier.count).max() ?? 0
    let nameWidth = options.map(\.displayName.count).max() ?? 0
    return options.map { option in
      let site = selection.sourceID(for: option.type).siteName
      return option.identifier.padding(toLength: idWidth + 2, withPad: " ", startingAt: 0)
        + option.displayName.padding(toLength: nameWidth + 2, withPad: " ", startingAt: 0)
        + "from \(site)" + (option.isDefault ? "  (default)" : "")
    }
  }

  /// The types as JSON: the intent handler's options, with the service that tells each.
  static func typesJSON(_ options: [JokeTypeOption], selection: JokeSourceSelection) throws
    -> String
  {
    try encode(
      options.map { TypeDocument(option: $0, source: selection.sourceID(for: $0.type)) })
  }

  private static func encode(_ value: some Encodable) throws -> String {
    try JSONOutput.encode(value)
  }

  /// A joke and the link that brings another of its kind.
  private struct JokeDocument: Encodable {
    var joke: Joke

    func encode(to encoder: any Encoder) throws {
      try joke.encode(to: encoder)
      var container = encoder.container(keyedBy: Keys.self)
      try container.encode(JokeRoute(type: joke.type).urlString, forKey: .link)
    }

    enum Keys: String, CodingKey {
      case link
    }
  }

  /// A type option and the service that answers for it.
  private struct TypeDocument: Encodable {
    var option: JokeTypeOption
    var source: JokeSourceID

    func encode(to encoder: any Encoder) throws {
      try option.encode(to: encoder)
      var container = encoder.container(keyedBy: Keys.self)
      try container.encode(source, forKey: .source)
      try container.encode(source.siteName, forKey: .service)
    }

    enum Keys: String, CodingKey {
      case source
      case service
    }
  }
}
