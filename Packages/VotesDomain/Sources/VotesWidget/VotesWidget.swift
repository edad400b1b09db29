/// The `VotesWidget` module: The votes widget: timeline provider and views.
///
/// This is a shell that compiles until its own issue fills it in.
public enum VotesWidget {
  /// One line that says what this module will hold.
  public static let purpose = "The votes widget: timeline provider and views."
}
