import Networking

/// The pieces ``JokeError/description`` is worded from: what to try, and how outside text is
/// quoted.
extension JokeError {
  /// The longest piece of outside text (a source's message, a typed name) quoted in a
  /// description, in characters.
  static let quoteLimit = 100

  /// What to try after `source` failed: later, or the other family of sources.
  static func hint(for source: JokeSourceID) -> String {
    "try again later" + alternative(for: source)
  }

  /// When to try again after a rate limit: in the wait the source asked for, or later.
  static func when(_ retryAfter: Duration?) -> String {
    retryAfter.flatMap { $0 > .zero ? "try again in \(NetworkError.seconds($0))" : nil }
      ?? "try again later"
  }

  /// What may stand in for `source` while it fails, as a clause of its own: for a program
  /// that words the failure itself and adds this after a semicolon.
  public static func standIn(for source: JokeSourceID) -> String {
    switch source {
    case .tutorial:
      return "joke types other than yomama work without `--source tutorial`"
    case .icanhazdadjoke, .chucknorris, .jokeapi:
      return "`--source tutorial` may work meanwhile"
    }
  }

  /// The other sources that may stand in for `source`, as a clause starting with a comma or
  /// semicolon.
  static func alternative(for source: JokeSourceID) -> String {
    switch source {
    case .tutorial: "; \(standIn(for: source))"
    case .icanhazdadjoke, .chucknorris, .jokeapi: ", or use `--source tutorial`"
    }
  }

  /// `text` as an error quotes it: as it came, cut to ``quoteLimit`` characters with `…`.
  /// It is not made safe for a terminal here; the app's `Console` sanitises each line it
  /// prints, once.
  static func quote(_ text: String) -> String {
    text.excerpt(maximumCharacters: quoteLimit)
  }
}
