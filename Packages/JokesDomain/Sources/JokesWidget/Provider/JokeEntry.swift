import Foundation
import JokesDomain
import Timelines

/// One moment of the jokes widget: a joke as of `date`. Encoded as
/// `{"date": …, "joke": {"text", "type", "source", "id"?}}` in the store and in
/// `dadjokes timeline --json`.
public struct JokeEntry: TimelineEntry, Hashable {
  /// When the entry starts to show.
  public var date: Date

  /// The joke it shows; its ``JokesDomain/Joke/type`` titles the widget and picks its link.
  public var joke: Joke

  /// The tutorial's placeholder: its joke about the ocean, as a dad joke.
  public static func placeholder(at date: Date) -> JokeEntry {
    JokeEntry(date: date, joke: .placeholder)
  }

  /// Whether the entry shows the placeholder joke.
  public var isPlaceholder: Bool { joke == .placeholder }

  /// The link the widget opens: a fresh joke of the entry's type.
  public var route: JokeRoute { JokeRoute(type: joke.type) }
}
