/// The `JokesApp` module: the app face's commands. A shell until its issue fills it in.
public enum JokesApp {
  /// One line that says what this module will hold.
  public static let purpose = "The command line's commands."
}
