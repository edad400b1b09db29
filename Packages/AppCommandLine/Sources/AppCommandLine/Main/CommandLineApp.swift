import Foundation

/// An app's commands: one case per subcommand, each tied to its ``CommandSpec``. The parser and
/// help read the specs of ``allCases``, and an app runs a command with an exhaustive `switch`,
/// so a command without a spec or without a handler does not compile.
public protocol AppCommand: CaseIterable, Sendable, RawRepresentable where RawValue == String {
  /// The command's name, arguments, options and help; its `name` is the case's raw value.
  var spec: CommandSpec { get }
}

/// A command-line app: its commands, its own global options and help, and how it runs a parsed
/// command. ``main(arguments:environment:console:)`` does the rest the same way for every app:
/// the standard global options, parsing, `--help` and `--version`, and turning what a command
/// throws into one line on stderr and a documented exit status.
public protocol CommandLineApp: Sendable {
  /// The app's subcommands.
  associatedtype Command: AppCommand

  /// The executable's name: `todos`; also the name of its state and cache folders.
  static var name: String { get }
  /// One line that says what the app is.
  static var summary: String { get }
  /// Global options of this app alone, such as `--base-url`; ``OptionSpec/standardGlobals``
  /// are added to them.
  static var options: [OptionSpec] { get }
  /// Environment variables the app reads, with what each does, for the help text. By default
  /// `<APP>_BASE_URL` (``baseURLVariableHelp``), the ``serviceEnvironmentHelp``,
  /// `<APP>_STATE_DIR`, `<APP>_CACHE_DIR` (``cachedContents``), then
  /// ``AppSpec/standardEnvironment``.
  static var environmentHelp: [(name: String, help: String)] { get }
  /// What `<APP>_BASE_URL` does, for the help text: "Same as --base-url." by default.
  static var baseURLVariableHelp: String { get }
  /// The variables of the app's own services, listed after `<APP>_BASE_URL` in the help text
  /// (dadjokes' base URL of each service, votes' congress.gov key); none by default.
  static var serviceEnvironmentHelp: [(name: String, help: String)] { get }
  /// What the app keeps in its cache folder, for the help text's `<APP>_CACHE_DIR`: "HTTP
  /// responses" by default.
  static var cachedContents: String { get }
  /// Example invocations for the top-level help, without the app name.
  static var examples: [String] { get }
  /// The beginnings of the app's deep links, which completions offer for `open`
  /// (`todos://todo/`); none by default.
  static var deepLinkPrefixes: [String] { get }

  /// Commands the skeleton adds after ``Command``'s and runs itself: every ``WidgetApp``'s
  /// `status`, `widgets`, `refresh`, `service` and `generate`; none by default.
  static var addedCommands: [AddedCommand] { get }

  /// The line and exit status for the app's own errors where the app has more to say than
  /// ``AppMain`` (how to find a valid id, say); `nil` (the default) for the others.
  static func failure(for error: any Error, environment: AppEnvironment) -> CommandFailure?

  /// The run this app is for.
  var context: CommandContext { get }

  /// The app for one run of a parsed command line.
  init(context: CommandContext)

  /// Runs one command with the options it was given.
  func run(_ command: Command) async throws
}

extension CommandLineApp {
  /// The process environment and terminal of this run.
  public var environment: AppEnvironment { context.environment }
  /// Where this run's output goes.
  public var console: Console { context.console }
  /// This run's command line, parsed.
  public var arguments: ParsedArguments { context.arguments }

  /// No deep links to complete.
  public static var deepLinkPrefixes: [String] { [] }

  /// No commands but the app's own.
  public static var addedCommands: [AddedCommand] { [] }

  /// No words of the app's own: ``AppMain`` words every failure.
  public static func failure(for error: any Error, environment: AppEnvironment) -> CommandFailure? {
    nil
  }

  /// The whole command line: the commands in the order of ``Command``'s cases, then the
  /// ``addedCommands``; the app's options, then the standard ones.
  public static var spec: AppSpec { spec(of: commandTable) }

  /// Every command with what runs it, in the order of the help: ``Command``'s cases, then the
  /// ``addedCommands``. The parser matches a command among these specs and the run is the
  /// entry it matched: no command is looked up by name after parsing.
  static var commandTable: [AddedCommand] {
    Command.allCases.map { command in
      AddedCommand(spec: command.spec) { try await Self(context: $0).run(command) }
    } + addedCommands
  }

  private static func spec(of commands: [AddedCommand]) -> AppSpec {
    AppSpec(
      name: name, version: ProjectVersion.current, summary: summary,
      commands: commands.map(\.spec), globalOptions: options + OptionSpec.standardGlobals,
      environment: environmentHelp, examples: examples, deepLinkPrefixes: deepLinkPrefixes)
  }

  /// Runs the command line `arguments` (without the program name) and returns the exit status.
  ///
  /// - Parameters:
  ///   - arguments: The words after the program name.
  ///   - environment: The process environment and terminal; the real one by default.
  ///   - console: Where output goes; stdout and stderr by default.
  ///   - isolation: The caller's actor (the main actor from a program's top level): the call
  ///     itself does not hop to Swift's global executor, so a command that runs long
  ///     (``AddedCommand/runsLong``) runs on ``LongRunningExecutor`` from its first job on and
  ///     never starts libdispatch's workqueue monitor; every other command runs on the global
  ///     executor.
  /// - Returns: The exit status: 0, or a `sysexits.h` status named in the help.
  public static func main(
    arguments: [String],
    environment: AppEnvironment? = nil,
    console: Console = .standard,
    isolation: isolated (any Actor)? = #isolation
  ) async -> Int32 {
    let environment = environment ?? AppEnvironment(app: name)
    // Built once: every command's spec is a fair part of a short command's start.
    let commands = commandTable
    let spec = spec(of: commands)
    let executor: LongRunningExecutor? =
      runsLong(arguments, commands: commands, spec: spec) ? LongRunningExecutor.shared : nil
    return await withTaskExecutorPreference(executor, isolation: isolation) {
      await run(
        arguments: arguments, commands: commands, spec: spec, environment: environment,
        console: console)
    }
  }

  /// Answers `--version`, `--help` and `help [COMMAND]` at once, synchronously, as
  /// ``main(arguments:environment:console:isolation:)`` would: they need no concurrency, so a
  /// program that asks here first (``MultiCallProgram/main(_:)``) prints them without starting
  /// a thread. Nil for every other command line (and for one that does not parse), which
  /// `main` runs and reports.
  public static func answerAtOnce(
    arguments: [String], environment: AppEnvironment? = nil, console: Console = .standard
  ) -> Int32? {
    if arguments == ["--version"] {
      // What the parser answers, without building every command's spec first (a third of
      // the program's start).
      console.print("\(name) \(ProjectVersion.current)")
      return ExitCode.success.rawValue
    }
    // Only a line with one of these words can be answered here: any other is left to `main`
    // before any spec is built.
    let asking: Set = ["--version", "--help", "-h", "help"]
    guard arguments.contains(where: asking.contains),
      let answer = try? CommandLineParser(app: spec).parse(arguments)
    else { return nil }
    let environment = environment ?? AppEnvironment(app: name)
    let console = console.redacting(environment.redactor(arguments: arguments))
    switch answer {
    case .help(let text): console.write(text)
    case .version(let text): console.print(text)
    case .run: return nil
    }
    return ExitCode.success.rawValue
  }

  /// Whether `arguments` ask for a command that runs long; `false` for any that do not parse
  /// (``AppMain`` then reports them).
  private static func runsLong(_ arguments: [String], commands: [AddedCommand], spec: AppSpec)
    -> Bool
  {
    guard case .run(let parsed)? = try? CommandLineParser(app: spec).parse(arguments)
    else { return false }
    return commands[parsed.commandIndex].runsLong(parsed)
  }

  /// ``main(arguments:environment:console:isolation:)``'s work, on the executor it chose.
  private static func run(
    arguments: [String], commands: [AddedCommand], spec: AppSpec, environment: AppEnvironment,
    console: Console
  ) async -> Int32 {
    let status = await AppMain.run(
      spec: spec, arguments: arguments, console: console, environment: environment,
      mapError: { failure(for: $0, environment: environment) },
      command: { parsed, console in
        let context = CommandContext(environment: environment, console: console, arguments: parsed)
        // The parser matched the command among `commands`' own specs.
        try await commands[parsed.commandIndex].run(context)
      })
    return status.rawValue
  }
}
