/// The `TodoApp` module: the app face's commands. A shell until its issue fills it in.
public enum TodoApp {
  /// One line that says what this module will hold.
  public static let purpose = "The command line's commands."
}
