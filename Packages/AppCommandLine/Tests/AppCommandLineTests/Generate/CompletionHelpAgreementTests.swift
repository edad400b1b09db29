import Foundation
import Testing

@testable import AppCommandLine

/// Completions, help and the parser are written from one ``AppSpec``; these fail when they
/// disagree. Each shell is asked what it offers; the help texts say what there is.
@Suite struct CompletionHelpAgreementTests {
  @Test(arguments: CompletionShell.allCases)
  func completionsOfferExactlyWhatHelpLists(_ shell: CompletionShell) throws {
    let workspace = try CompletionWorkspace()
    let help = HelpListing(workspace.spec)
    let commands = help.commands
    let offered = try candidates(
      shell, workspace, ["sample-app ", "sample-app -"] + commands.map { "sample-app \($0) -" })
    #expect(!commands.isEmpty && !help.topLevelOptions.isEmpty)
    #expect(Set(offered[0]) == Set(commands))
    #expect(Set(offered[1]) == help.topLevelOptions)
    for (index, command) in commands.enumerated() {
      #expect(Set(offered[index + 2]) == help.commandOptions[command], "after \(command)")
    }
  }

  @Test(arguments: CompletionShell.allCases)
  func optionValuesAreTheSpecsAndWhatTheirPlaceholdersList(_ shell: CompletionShell) throws {
    let workspace = try CompletionWorkspace()
    let help = HelpListing(workspace.spec)
    var lines: [String] = []
    var expected: [[String]] = []
    var fromHelp: [[String]?] = []
    for option in workspace.spec.globalOptions where !option.values.isEmpty {
      lines.append("sample-app --\(option.name) ")
      expected.append(option.values)
      fromHelp.append(help.listedValues[""]?["--\(option.name)"])
    }
    for command in workspace.spec.commands {
      for option in command.options where !option.values.isEmpty {
        lines.append("sample-app \(command.name) --\(option.name) ")
        expected.append(option.values)
        fromHelp.append(help.listedValues[command.name]?["--\(option.name)"])
      }
    }
    #expect(lines.count >= 5, "the sample has values for global and command options")
    let offered = try candidates(shell, workspace, lines)
    for index in lines.indices {
      #expect(Set(offered[index]) == Set(expected[index]), "\(lines[index])")
      if let listed = fromHelp[index] {
        #expect(Set(offered[index]) == Set(listed), "help lists \(listed) for \(lines[index])")
      }
    }
  }

  /// A positional argument's listed values, and `help`'s: the commands help lists.
  @Test(arguments: CompletionShell.allCases)
  func argumentValuesAndTheCommandsAfterHelp(_ shell: CompletionShell) throws {
    let workspace = try CompletionWorkspace()
    let export = try #require(workspace.spec.command(named: "export"))
    let offered = try candidates(
      shell, workspace,
      ["sample-app export ", "sample-app help ", "sample-app export csv ", "sample-app show "])
    #expect(Set(offered[0]) == Set(export.arguments[0].values))
    #expect(Set(offered[1]) == Set(workspace.spec.commands.map(\.name)))
    #expect(offered[2].isEmpty && offered[3].isEmpty, "\(offered[2]) \(offered[3])")
    #expect(!workspace.markerExists)
  }

  /// Every option a command's help lists is one the parser takes after that command.
  @Test func everyOptionInACommandsHelpIsTakenAfterIt() throws {
    let spec = CompletionSample.spec()
    let parser = CommandLineParser(app: spec)
    for command in spec.commands {
      let options = HelpListing(spec).commandOptions[command.name] ?? []
      let takesValue = Set(
        (spec.globalOptions + command.options).filter(\.takesValue).flatMap(\.spellings))
      let arguments = command.arguments.map { _ in "1" }
      for spelling in options.sorted() {
        let words = [command.name, spelling] + (takesValue.contains(spelling) ? ["x"] : [])
        #expect(throws: Never.self, "\(words)") { try parser.parse(words + arguments) }
      }
    }
  }

  /// What `shell` offers for each line, asked of the shell itself.
  private func candidates(
    _ shell: CompletionShell, _ workspace: CompletionWorkspace, _ lines: [String]
  ) throws -> [[String]] {
    switch shell {
    case .bash:
      let bash = BashCompleter(workspace: workspace)
      return try lines.map { try bash.complete($0) }
    case .fish:
      let fish = FishCompleter(workspace: workspace)
      return try lines.map { try fish.words($0) }
    case .zsh:
      return try TerminalDriver(workspace: workspace, setup: .zshFpath)
        .type(lines.map { $0 + "\t" }).map(\.matches)
    }
  }
}
