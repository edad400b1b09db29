/// The `TodoDomain` module: The Todo model, the JSONPlaceholder service and todos:// routes.
///
/// This is a shell that compiles until its own issue fills it in.
public enum TodoDomain {
  /// One line that says what this module will hold.
  public static let purpose = "The Todo model, the JSONPlaceholder service and todos:// routes."
}
