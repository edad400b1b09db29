/// Writes the help texts of an app and its commands from its ``AppSpec``: a one-line purpose,
/// usage, the options in aligned columns, examples, the environment and the exit statuses.
public struct HelpFormatter: Sendable {
  /// The app being described.
  public var app: AppSpec

  /// Creates a formatter for an app.
  public init(app: AppSpec) {
    self.app = app
  }

  /// The top-level help: `todos --help`.
  public func appHelp() -> String {
    var sections = ["\(app.name) — \(app.summary)"]
    sections.append(
      section("USAGE", ["\(app.name) <command> [options]", "\(app.name) <command> --help"]))
    sections.append(
      section("COMMANDS", columns(Self.listedCommands(of: app).map { ($0.name, $0.summary) })))
    sections.append(
      section("GLOBAL OPTIONS", columns(optionRows(app.globalOptions + Self.appBuiltIns))))
    if !app.examples.isEmpty {
      sections.append(section("EXAMPLES", app.examples.map { "\(app.name) \($0)" }))
    }
    if !app.environment.isEmpty {
      sections.append(section("ENVIRONMENT", columns(app.environment.map { ($0.name, $0.help) })))
    }
    sections.append(ExitCode.helpSection)
    return sections.joined(separator: "\n\n") + "\n"
  }

  /// The help of one command: `todos list --help`.
  public func commandHelp(_ command: CommandSpec) -> String {
    var sections = ["\(app.name) \(command.name) — \(command.summary)"]
    sections.append(section("USAGE", [usageLine(command)]))
    if let discussion = command.discussion {
      sections.append(discussion)
    }
    if !command.arguments.isEmpty {
      sections.append(section("ARGUMENTS", columns(command.arguments.map { ($0.name, $0.help) })))
    }
    if !command.options.isEmpty {
      sections.append(section("OPTIONS", columns(optionRows(command.options))))
    }
    sections.append(
      section("GLOBAL OPTIONS", columns(optionRows(app.globalOptions + Self.commandBuiltIns))))
    if !command.examples.isEmpty {
      sections.append(section("EXAMPLES", command.examples.map { "\(app.name) \($0)" }))
    }
    return sections.joined(separator: "\n\n") + "\n"
  }

  /// The one-line usage of a command: `todos list [--user ID] [--json]`.
  public func usageLine(_ command: CommandSpec) -> String {
    let words =
      [app.name, command.name] + command.arguments.map { $0.isOptional ? "[\($0.name)]" : $0.name }
      + command.options.map { option in
        if case .repeatedValue = option.kind { return "[\(option.synopsis) ...]" }
        return "[\(option.synopsis)]"
      }
    return words.joined(separator: " ")
  }

  /// `help [COMMAND]`, the command the parser knows without the app declaring it (the same as
  /// `--help` and `COMMAND --help`); help, the man page and completions list it last.
  static let helpCommand = CommandSpec(
    "help", summary: "Show help for the app or a command.",
    arguments: [.init("COMMAND", help: "The command to describe.", optional: true)])

  /// The commands help lists: the app's, then ``helpCommand`` unless the app has its own.
  static func listedCommands(of app: AppSpec) -> [CommandSpec] {
    app.commands + (app.command(named: helpCommand.name) == nil ? [helpCommand] : [])
  }

  /// The options the parser knows without the app declaring them, before a command: `--help`
  /// and `--version`.
  static let appBuiltIns: [OptionSpec] =
    commandBuiltIns + [
      .flag("version", help: "Print the version.")
    ]

  /// The options the parser knows after a command: `--help` (`--version` is not one).
  static let commandBuiltIns: [OptionSpec] = [
    .flag("help", short: "h", help: "Show help for the app or a command.")
  ]

  private func optionRows(_ options: [OptionSpec]) -> [(String, String)] {
    options.map { option in
      let short = option.short.map { "-\($0), " } ?? ""
      return (short + option.synopsis, option.help)
    }
  }

  private func columns(_ rows: [(String, String)]) -> [String] {
    let width = min(28, rows.map(\.0.count).max() ?? 0)
    return rows.map { left, right in
      let padding = String(repeating: " ", count: max(2, width - left.count + 2))
      guard left.count <= width else {
        return left + "\n" + String(repeating: " ", count: width + 2) + right
      }
      return left + padding + right
    }
  }

  private func section(_ title: String, _ lines: [String]) -> String {
    ([title]
      + lines.map { line in
        line.split(separator: "\n", omittingEmptySubsequences: false)
          .map { "  \($0)" }.joined(separator: "\n")
      }).joined(separator: "\n")
  }
}
