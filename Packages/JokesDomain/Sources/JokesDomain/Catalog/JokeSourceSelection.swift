/// Which services answer for which joke types (the command line's `--source`).
///
/// ```swift
/// JokeSourceSelection.living.sourceID(for: .dadJoke)    // .icanhazdadjoke
/// JokeSourceSelection.tutorial.sourceID(for: .dadJoke)  // .tutorial
/// ```
public enum JokeSourceSelection: String, CaseIterable, Codable, Sendable, CustomStringConvertible {
  /// Each type from a service that is up: dad jokes from icanhazdadjoke, Chuck Norris from
  /// chucknorris.io, random from JokeAPI, and yo mama from the tutorial's API (the only one
  /// that has them). The default.
  case living
  /// Every type from the tutorial's API, as the original app did.
  case tutorial

  /// The service that answers for `type` under this selection.
  public func sourceID(for type: JokeType) -> JokeSourceID {
    switch (self, type) {
    case (.tutorial, _), (.living, .yoMama): .tutorial
    case (.living, .dadJoke): .icanhazdadjoke
    case (.living, .chuckNorris): .chucknorris
    case (.living, .random): .jokeapi
    }
  }

  /// The raw value: `living` or `tutorial`.
  public var description: String { rawValue }
}
