@testable import AppCommandLine

/// The names the help texts of an app list, read back from ``HelpFormatter``'s output: its
/// commands, the option spellings before a command and after each, and the values written in
/// placeholders such as `--status open|completed`.
struct HelpListing {
  /// The commands `app --help` lists.
  var commands: [String] = []
  /// The option spellings `app --help` lists: `--verbose`, `-v`, `--version`.
  var topLevelOptions: Set<String> = []
  /// The option spellings `app <command> --help` lists, by command.
  var commandOptions: [String: Set<String>] = [:]
  /// The values a placeholder lists, by command ("" for `app --help`) and option spelling.
  var listedValues: [String: [String: [String]]] = [:]

  init(_ spec: AppSpec) {
    let help = HelpFormatter(app: spec)
    let appHelp = help.appHelp()
    commands = Self.rows(in: appHelp, section: "COMMANDS").compactMap {
      $0.split(separator: " ").first.map(String.init)
    }
    let top = Self.options(in: appHelp, sections: ["GLOBAL OPTIONS"])
    topLevelOptions = Set(top.keys)
    listedValues[""] = top.compactMapValues { $0 }
    for command in HelpFormatter.listedCommands(of: spec) {
      let options = Self.options(
        in: help.commandHelp(command), sections: ["OPTIONS", "GLOBAL OPTIONS"])
      commandOptions[command.name] = Set(options.keys)
      listedValues[command.name] = options.compactMapValues { $0 }
    }
  }

  /// The rows of a section, trimmed: `list  List the todos.`.
  private static func rows(in help: String, section title: String) -> [String] {
    let sections = help.components(separatedBy: "\n\n")
    guard let section = sections.first(where: { $0.hasPrefix(title + "\n") }) else { return [] }
    return section.split(separator: "\n").dropFirst().map {
      String($0.drop { $0 == " " })
    }
  }

  /// Each option spelling in the sections, with the values its placeholder lists, if any.
  private static func options(in help: String, sections: [String]) -> [String: [String]?] {
    var options: [String: [String]?] = [:]
    for row in sections.flatMap({ rows(in: help, section: $0) }) where row.hasPrefix("-") {
      let synopsis = row.components(separatedBy: "  ")[0]
      for spelling in synopsis.components(separatedBy: ", ") {
        let words = spelling.split(separator: " ").map(String.init)
        guard let name = words.first else { continue }
        let placeholder = words.dropFirst().first
        let values = placeholder.flatMap {
          $0.contains("|") ? $0.components(separatedBy: "|") : nil
        }
        options[name] = values
      }
    }
    return options
  }
}
