/// What one run of a command has to work with: the process environment, where output goes, and
/// the parsed command line. ``CommandLineApp/main(arguments:environment:console:)`` makes one
/// per run; an app reads it through ``CommandLineApp/environment``,
/// ``CommandLineApp/console`` and ``CommandLineApp/arguments``.
public struct CommandContext: Sendable {
  /// The process environment and terminal.
  public var environment: AppEnvironment
  /// Where output goes: secrets redacted, failures worded as the app words them.
  public var console: Console
  /// The command line, parsed.
  public var arguments: ParsedArguments

  /// A context for one run.
  public init(environment: AppEnvironment, console: Console, arguments: ParsedArguments) {
    self.environment = environment
    self.console = console
    self.arguments = arguments
  }
}
