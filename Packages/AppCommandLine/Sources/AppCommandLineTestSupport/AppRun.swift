/// What one in-process run of an app did (see ``InProcessApp``): its exit status and what it
/// wrote to each stream.
public struct AppRun: Sendable, Equatable {
  /// The exit status `main` returned.
  public var status: Int32
  /// Everything written to stdout.
  public var stdout: String
  /// Everything written to stderr.
  public var stderr: String
}
