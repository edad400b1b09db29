/// The `DeepLinks` module: URL-scheme routes that parse, validate and build.
///
/// This is a shell that compiles until its own issue fills it in.
public enum DeepLinks {
  /// One line that says what this module will hold.
  public static let purpose = "URL-scheme routes that parse, validate and build."
}
