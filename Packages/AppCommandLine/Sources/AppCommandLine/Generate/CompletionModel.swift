/// What shell completions need from an ``AppSpec``, worked out once for every shell: the
/// options the parser knows at each position of the command line and what each argument takes.
struct CompletionModel {
  /// A command with everything the parser accepts after it.
  struct Command {
    /// The word that selects the command: `list`.
    var name: String
    /// The command's one-line summary, on one line, for descriptions.
    var summary: String
    /// Every option the parser takes after the command: global ones, its own, `--help`.
    var options: [OptionSpec]
    /// The options of this command alone: `options` without ``CompletionModel/everywhere``.
    var ownOptions: [OptionSpec]
    /// The placeholders of its positional arguments: `ID`.
    var arguments: [String]
    /// The values offered for each positional argument, in order (empty: any value).
    var argumentValues: [[String]]
    /// The deep-link prefixes offered for the first argument (for `open`), else empty.
    var deepLinks: [String]
  }

  /// The command `deepLinkPrefixes` are offered for.
  static let deepLinkCommand = "open"

  /// The executable's name: `todos`.
  var appName: String
  /// The app's name as a shell identifier: `dad_jokes` for `dad-jokes`.
  var identifier: String
  /// The app's global options, which the parser also takes before the command.
  var globalOptions: [OptionSpec]
  /// The options before a command: the global ones, `--help` and `--version`.
  var topLevelOptions: [OptionSpec]
  /// The options taken before and after the command: the global ones and `--help`.
  var everywhere: [OptionSpec]
  /// The options taken only before a command: `--version`.
  var topLevelOnly: [OptionSpec]
  /// The commands, in the order help lists them.
  var commands: [Command]
  /// The beginnings of the app's deep links: `todos://todo/`.
  var deepLinkPrefixes: [String]

  init(_ spec: AppSpec) {
    appName = spec.name
    identifier = String(
      spec.name.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
    globalOptions = spec.globalOptions
    deepLinkPrefixes = spec.deepLinkPrefixes
    let topLevel = Self.unique(spec.globalOptions + HelpFormatter.appBuiltIns)
    let everywhere = Self.unique(spec.globalOptions + HelpFormatter.commandBuiltIns)
    topLevelOptions = topLevel
    self.everywhere = everywhere
    topLevelOnly = Self.options(topLevel, without: everywhere)
    // `help [COMMAND]`, which the parser knows without the app declaring it, completes the
    // app's commands.
    var listed = spec.commands
    if spec.command(named: HelpFormatter.helpCommand.name) == nil {
      var help = HelpFormatter.helpCommand
      help.arguments = help.arguments.map { argument in
        var argument = argument
        argument.values = spec.commands.map(\.name)
        return argument
      }
      listed.append(help)
    }
    commands = listed.map { command in
      let takesDeepLink =
        command.name == Self.deepLinkCommand && !command.arguments.isEmpty
      return Command(
        name: command.name,
        summary: Self.oneLine(command.summary),
        options: Self.unique(
          spec.globalOptions + command.options + HelpFormatter.commandBuiltIns),
        ownOptions: Self.options(Self.unique(command.options), without: everywhere),
        arguments: command.arguments.map(\.name),
        argumentValues: command.arguments.map(\.values),
        deepLinks: takesDeepLink ? spec.deepLinkPrefixes : [])
    }
  }

  /// `options` but those named as one of `others`.
  static func options(_ options: [OptionSpec], without others: [OptionSpec]) -> [OptionSpec] {
    let names = Set(others.map(\.name))
    return options.filter { !names.contains($0.name) }
  }

  /// Options as the parser looks them up: the first of a name wins.
  static func unique(_ options: [OptionSpec]) -> [OptionSpec] {
    var seen: Set<String> = []
    return options.filter { seen.insert($0.name).inserted }
  }

  /// A help text on one line, for a description: runs of white space become one space.
  static func oneLine(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }
}
