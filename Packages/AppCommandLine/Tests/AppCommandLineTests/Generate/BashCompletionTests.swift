import Foundation
import Testing

@testable import AppCommandLine

/// The bash script, run by bash: its function is given the words bash would give it, and a
/// real interactive bash completes typed lines through readline.
@Suite struct BashCompletionTests {
  let workspace: CompletionWorkspace
  let bash: BashCompleter

  init() throws {
    workspace = try CompletionWorkspace()
    bash = BashCompleter(workspace: workspace)
  }

  @Test func scriptParsesAndRegistersItsFunction() throws {
    let syntax = try workspace.run("bash", ["-n", workspace.scriptPath(.bash)])
    #expect(syntax.status == 0, "\(syntax.stderr)")
    let registered = try workspace.run(
      "bash",
      [
        "--norc", "-c", "source \"$1\" && complete -p sample-app", "bash",
        workspace.scriptPath(.bash),
      ])
    #expect(registered.stdout.contains("-F "), "\(registered.stdout)\(registered.stderr)")
    #expect(!registered.stdout.contains("-o default"), "file names offered for every argument")
  }

  @Test func commandsAtTheCommandPositionEvenAfterAGlobalOptionAndItsValue() throws {
    let names = HelpFormatter.listedCommands(of: workspace.spec).map(\.name)
    #expect(try bash.complete("sample-app ") == names)
    #expect(try bash.complete("sample-app wid") == ["widget"])
    #expect(try bash.complete("sample-app --base-url http://x ") == names)
    #expect(try bash.complete("sample-app --base-url=http://x --verbose ") == names)
    #expect(try bash.complete("sample-app -- li") == ["list"])
  }

  @Test func optionValuesAfterTheOptionWithOrWithoutEquals() throws {
    let widget = try #require(workspace.spec.command(named: "widget"))
    let family = try #require(widget.options.first { $0.name == "family" })
    #expect(try bash.complete("sample-app widget --family ") == family.values)
    #expect(try bash.complete("sample-app widget --family=") == family.values)
    // bash replaces only what follows `=`, so the reply is the value alone.
    #expect(try bash.complete("sample-app widget --family=la") == ["large"])
    let type = try #require(widget.options.first { $0.name == "type" })
    #expect(try bash.complete("sample-app widget --type dad --type ") == type.values)
    // A global option's values, after the command as well as before it.
    let color = try #require(workspace.spec.globalOptions.first { $0.name == "color" })
    #expect(try bash.complete("sample-app widget --color ") == color.values)
    #expect(try bash.complete("sample-app --color a") == color.values.filter { $0.hasPrefix("a") })
    // A value with no list of values, a switch's `=`, and `--` offer nothing.
    #expect(try bash.complete("sample-app list --limit ") == [])
    #expect(try bash.complete("sample-app list --json=") == [])
    #expect(try bash.complete("sample-app list -- --") == [])
  }

  @Test func deepLinksForTheFirstArgumentOfOpenOnly() throws {
    let prefixes = workspace.spec.deepLinkPrefixes
    #expect(try bash.complete("sample-app open ") == prefixes)
    // bash splits at `:`, and replaces only what follows it.
    let typed = "sample-app:"
    #expect(
      try bash.complete("sample-app open \(typed)")
        == prefixes.filter { $0.hasPrefix(typed) }.map { String($0.dropFirst(typed.count)) })
    #expect(try bash.complete("sample-app open sample-app://todo/1 ") == [])
    #expect(try bash.complete("sample-app show ") == [])
  }

  @Test func readlineCompletesTypedLines() throws {
    let results = try TerminalDriver(workspace: workspace, setup: .bash).type([
      "sample-app wid\t",
      "sample-app widget --fam\tlarge",
      "sample-app widget --family=la\t",
      "sample-app open sample-app://t\t42",
      "sample-app widget --config sett\t",
      "sample-app show sett\t",
    ])
    #expect(
      results.map(\.line) == [
        "widget",
        "widget --family large",
        "widget --family=large",
        // No space after a deep link's beginning: the id follows it.
        "open sample-app://todo/42",
        // File names for a FILE placeholder, and nowhere else.
        "widget --config \(workspace.fileName)",
        "show sett",
      ])
    #expect(!workspace.markerExists)
  }

  @Test func hostileValuesAreOfferedVerbatimAndRunNothing() throws {
    let hostile = CompletionSample.hostileValue(workspace.marker)
    #expect(try bash.complete("sample-app widget --type o") == [hostile])
    _ = try bash.complete("sample-app list --")
    _ = try bash.complete("sample-app --base-url ")
    #expect(!workspace.markerExists)
  }
}
