/// Everything an app's command line accepts: its commands, its global options, and the words of
/// its help text. The parser and the help formatter both read it, so they cannot disagree.
public struct AppSpec: Sendable {
  /// The executable's name: `todos`.
  public var name: String
  /// The version `--version` prints.
  public var version: String
  /// One line that says what the app is.
  public var summary: String
  /// The subcommands, in the order help lists them.
  public var commands: [CommandSpec]
  /// Options every command accepts, such as `--base-url URL`.
  public var globalOptions: [OptionSpec]
  /// Environment variables the app reads, with what each does, for the help text.
  public var environment: [(name: String, help: String)]
  /// Example invocations for the top-level help, without the app name.
  public var examples: [String]
  /// The beginnings of the app's deep links, such as `todos://todo/`, which shell completions
  /// offer for the argument of its `open` command.
  public var deepLinkPrefixes: [String]

  /// Declares an app.
  public init(
    name: String,
    version: String,
    summary: String,
    commands: [CommandSpec],
    globalOptions: [OptionSpec],
    environment: [(name: String, help: String)] = [],
    examples: [String] = [],
    deepLinkPrefixes: [String] = []
  ) {
    self.name = name
    self.version = version
    self.summary = summary
    self.commands = commands
    self.globalOptions = globalOptions
    self.environment = environment
    self.examples = examples
    self.deepLinkPrefixes = deepLinkPrefixes
  }

  /// The variables every app reads, after its own in the help text.
  public static let standardEnvironment = [
    (
      name: AppEnvironment.timeoutVariable,
      help: "The default of --timeout, in seconds, for every app (15 unless set)."
    ),
    (name: "NO_COLOR", help: "Set to turn colour off; FORCE_COLOR=1..3 forces it on."),
  ]

  /// The command with this name, if there is one.
  public func command(named name: String) -> CommandSpec? {
    commands.first { $0.name == name }
  }
}
