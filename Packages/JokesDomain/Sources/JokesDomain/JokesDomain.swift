/// The `JokesDomain` module: Joke types, jokes, the joke services and dadjokes:// routes.
///
/// This is a shell that compiles until its own issue fills it in.
public enum JokesDomain {
  /// One line that says what this module will hold.
  public static let purpose = "Joke types, jokes, the joke services and dadjokes:// routes."
}
