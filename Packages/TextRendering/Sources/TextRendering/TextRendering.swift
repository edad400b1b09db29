/// The `TextRendering` module: SwiftUI-like views drawn into a terminal cell canvas.
///
/// This is a shell that compiles until its own issue fills it in.
public enum TextRendering {
  /// One line that says what this module will hold.
  public static let purpose = "SwiftUI-like views drawn into a terminal cell canvas."
}
