/// The `Networking` module: A generic async HTTP client with retries and an on-disk cache.
///
/// This is a shell that compiles until its own issue fills it in.
public enum Networking {
  /// One line that says what this module will hold.
  public static let purpose = "A generic async HTTP client with retries and an on-disk cache."
}
