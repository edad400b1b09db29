/// The `TodoWidget` module: The todos widget: timeline provider and views.
///
/// This is a shell that compiles until its own issue fills it in.
public enum TodoWidget {
  /// One line that says what this module will hold.
  public static let purpose = "The todos widget: timeline provider and views."
}
