/// The `Timelines` module: WidgetKit's timeline model on Linux.
///
/// This is a shell that compiles until its own issue fills it in.
public enum Timelines {
  /// One line that says what this module will hold.
  public static let purpose = "WidgetKit's timeline model on Linux."
}
