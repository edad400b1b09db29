/// Parses an app's command line against its ``AppSpec``.
///
/// The shape is the same for every app: `app [global options] <command> [arguments] [options]`.
/// Global options may stand before or after the command; `--name value`, `--name=value` and
/// `-x value` are accepted; `--` ends the options; `-h`/`--help`, `help [command]` and
/// `--version` are built in.
public struct CommandLineParser: Sendable {
  /// The app whose command line this parses.
  public var app: AppSpec

  /// Creates a parser for an app.
  public init(app: AppSpec) {
    self.app = app
  }

  /// Parses the arguments after the program name.
  /// - Throws: ``CommandFailure`` (usage, exit 64) with a message that says what was expected.
  public func parse(_ arguments: [String]) throws -> Invocation {
    let help = HelpFormatter(app: app)
    guard let commandIndex = indexOfCommand(in: arguments) else {
      if arguments.contains(where: { $0 == "--help" || $0 == "-h" }) {
        return .help(help.appHelp())
      }
      if arguments.contains("--version") { return .version("\(app.name) \(app.version)") }
      // An option the app does not know (`-x`, `-V`) is what is wrong, not the missing
      // command: said in the words used for one after a command.
      _ = try parseOptions(arguments, command: nil)
      throw CommandFailure.usage(
        "missing command: one of \(app.commands.map(\.name).joined(separator: ", ")); "
          + "try '\(app.name) --help'")
    }
    let name = arguments[commandIndex]
    var rest = arguments
    rest.remove(at: commandIndex)
    if name == "help" {
      let topic = rest.first { !$0.hasPrefix("-") }
      guard let topic else { return .help(help.appHelp()) }
      guard let command = app.command(named: topic) else { throw unknownCommand(topic) }
      return .help(help.commandHelp(command))
    }
    guard let index = app.commands.firstIndex(where: { $0.name == name }) else {
      throw unknownCommand(name)
    }
    let command = app.commands[index]
    if rest.prefix(while: { $0 != "--" }).contains(where: { $0 == "--help" || $0 == "-h" }) {
      return .help(help.commandHelp(command))
    }
    var parsed = try parseOptions(rest, command: command)
    parsed.usageLine = help.usageLine(command)
    parsed.commandIndex = index
    let required = command.arguments.prefix { !$0.isOptional }.count
    if parsed.positionals.count < required {
      let missing = command.arguments[parsed.positionals.count]
      throw CommandFailure.usage("missing \(missing.name); usage: \(parsed.usageLine)")
    }
    if parsed.positionals.count > command.arguments.count {
      let extra = parsed.positionals[command.arguments.count]
      throw CommandFailure.usage(
        "unexpected argument '\(ParsedArguments.quoted(extra))'; usage: \(parsed.usageLine)")
    }
    return .run(parsed)
  }

  /// The index of the first word that is neither an option nor a global option's value.
  private func indexOfCommand(in arguments: [String]) -> Int? {
    var index = arguments.startIndex
    while index < arguments.endIndex {
      let token = arguments[index]
      if token == "--" { return index + 1 < arguments.endIndex ? index + 1 : nil }
      if !token.hasPrefix("-") || token == "-" { return index }
      let (spelled, inlineValue) = split(token)
      if inlineValue == nil, let option = lookUp(spelled, in: app.globalOptions), option.takesValue
      {
        index += 1
      }
      index += 1
    }
    return nil
  }

  private func parseOptions(_ tokens: [String], command: CommandSpec?) throws -> ParsedArguments {
    let known = app.globalOptions + (command?.options ?? [])
    let context = command.map { "'\(app.name) \($0.name)'" } ?? "'\(app.name)'"
    var result = ParsedArguments(command: command?.name ?? "")
    result.declaredOptions = Set(known.map(\.name))
    var index = tokens.startIndex
    var optionsEnded = false
    while index < tokens.endIndex {
      let token = tokens[index]
      index += 1
      if optionsEnded || token == "-" || !token.hasPrefix("-") {
        result.positionals.append(token)
        continue
      }
      if token == "--" {
        optionsEnded = true
        continue
      }
      let (spelled, inlineValue) = split(token)
      guard let option = lookUp(spelled, in: known) else {
        throw CommandFailure.usage(
          "unknown option '\(ParsedArguments.quoted(spelled))' for \(context)"
            + suggestion(for: spelled, among: known)
            + "; see '\(app.name)\(command.map { " \($0.name)" } ?? "") --help'")
      }
      var value = ""
      if option.takesValue {
        if let inlineValue {
          value = inlineValue
        } else if index < tokens.endIndex {
          value = tokens[index]
          index += 1
        } else {
          throw CommandFailure.usage("option '\(option.synopsis)' needs a value")
        }
      } else if inlineValue != nil {
        throw CommandFailure.usage("option '--\(option.name)' takes no value")
      }
      if case .value = option.kind, result.options[option.name] != nil {
        throw CommandFailure.usage("option '--\(option.name)' is given more than once")
      }
      result.options[option.name, default: []].append(value)
    }
    return result
  }

  private func split(_ token: String) -> (String, String?) {
    guard token.hasPrefix("--"), let equals = token.firstIndex(of: "=") else { return (token, nil) }
    return (String(token[..<equals]), String(token[token.index(after: equals)...]))
  }

  private func lookUp(_ spelled: String, in options: [OptionSpec]) -> OptionSpec? {
    if spelled.hasPrefix("--") {
      return options.first { "--\($0.name)" == spelled }
    }
    return options.first { $0.short.map { "-\($0)" } == spelled }
  }

  private func unknownCommand(_ name: String) -> CommandFailure {
    let names = app.commands.map(\.name)
    let hint = EditDistance.closest(to: name, among: names).map { "; did you mean '\($0)'?" } ?? ""
    return CommandFailure.usage(
      "unknown command '\(ParsedArguments.quoted(name))'\(hint) "
        + "(commands: \(names.joined(separator: ", ")))")
  }

  private func suggestion(for spelled: String, among options: [OptionSpec]) -> String {
    let names = options.map { "--\($0.name)" }
    return EditDistance.closest(to: spelled, among: names).map { "; did you mean '\($0)'?" } ?? ""
  }
}
