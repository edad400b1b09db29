/// What a command line asks for, once parsed.
public enum Invocation: Sendable, Equatable {
  /// Print this help text on stdout and exit 0.
  case help(String)
  /// Print the version on stdout and exit 0.
  case version(String)
  /// Run a command with its parsed arguments.
  case run(ParsedArguments)
}
