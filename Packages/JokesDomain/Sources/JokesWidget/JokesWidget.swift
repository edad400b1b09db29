/// The `JokesWidget` module: The dad-jokes widget: timeline provider and views.
///
/// This is a shell that compiles until its own issue fills it in.
public enum JokesWidget {
  /// One line that says what this module will hold.
  public static let purpose = "The dad-jokes widget: timeline provider and views."
}
