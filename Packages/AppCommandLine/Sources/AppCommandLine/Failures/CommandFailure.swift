/// A failure as the user sees it: one line for stderr and the exit status that goes with it.
///
/// Every error that reaches an app's `main` is turned into one of these, either by the shared
/// mapping (``CommandFailure/init(_:)``) or by the app's own domain mapping.
public struct CommandFailure: Error, Sendable, Equatable, CustomStringConvertible {
  /// The exit status the process ends with.
  public var exitCode: ExitCode
  /// What happened and what to do, on one line, without the program name.
  public var message: String

  /// Creates a failure with an exit status and a one-line message.
  public init(_ exitCode: ExitCode, _ message: String) {
    self.exitCode = exitCode
    self.message = message
  }

  /// A usage error (exit 64).
  public static func usage(_ message: String) -> CommandFailure {
    CommandFailure(.usage, message)
  }

  /// The message folded onto one line, as it is printed.
  public var description: String {
    message.split(whereSeparator: \.isNewline).joined(separator: " ")
  }
}
