import Foundation
import Testing

@testable import AppCommandLine

/// The zsh script, run by zsh: it parses, `compinit` picks it up from `fpath`, and a real
/// interactive zsh on a pseudo-terminal completes typed lines with it, installed either way.
@Suite struct ZshCompletionTests {
  let workspace: CompletionWorkspace

  init() throws {
    workspace = try CompletionWorkspace()
  }

  @Test func scriptParsesAndCompinitRegistersIt() throws {
    let syntax = try workspace.run("zsh", ["-n", workspace.scriptPath(.zsh)])
    #expect(syntax.status == 0, "\(syntax.stderr)")
    let folder = workspace.directory.appendingPathComponent("zfunctions").path
    let loaded = try workspace.run(
      "zsh",
      [
        "-f", "-c",
        #"fpath=("$1" $fpath); autoload -U compinit; compinit -u -d "$2"; print -r -- $_comps[sample-app]"#,
        "zsh", folder, workspace.directory.appendingPathComponent("dump").path,
      ])
    #expect(loaded.status == 0 && loaded.stderr.isEmpty, "\(loaded.stderr)")
    #expect(loaded.lines == ["_sample_app"])
  }

  @Test func completesCommandsOptionsValuesAndDeepLinks() throws {
    let spec = workspace.spec
    let widget = try #require(spec.command(named: "widget"))
    let list = try #require(spec.command(named: "list"))
    let family = try #require(widget.options.first { $0.name == "family" })
    let type = try #require(widget.options.first { $0.name == "type" })
    let color = try #require(spec.globalOptions.first { $0.name == "color" })
    let status = try #require(list.options.first { $0.name == "status" })
    let results = try TerminalDriver(workspace: workspace, setup: .zshFpath).type([
      "sample-app \t",
      "sample-app --base-url http://x \t",
      "sample-app widget --family \t",
      "sample-app widget --family=\t",
      "sample-app widget --type dad --type \t",
      "sample-app list --color \t",
      "sample-app list --status open -\t",
      "sample-app open \t",
      "sample-app open sample-app://t\t42",
      "sample-app show \t",
      "sample-app wid\t",
    ])
    let commands = Set(HelpFormatter.listedCommands(of: spec).map(\.name))
    #expect(Set(results[0].matches) == commands)
    #expect(Set(results[1].matches) == commands)
    #expect(Set(results[2].matches) == Set(family.values))
    #expect(Set(results[3].matches) == Set(family.values))
    #expect(Set(results[4].matches) == Set(type.values), "a repeated option's values again")
    #expect(Set(results[5].matches) == Set(color.values), "a global option after the command")
    // `--status` takes one value; given, it is not offered again.
    #expect(results[6].matches.contains("--limit"))
    #expect(!results[6].matches.contains("--\(status.name)"))
    #expect(Set(results[7].matches) == Set(spec.deepLinkPrefixes))
    // No space after a deep link's beginning: the id follows it.
    #expect(results[8].line == "open sample-app://todo/42")
    #expect(results[9].matches.isEmpty, "an ID has no candidates")
    #expect(results[10].line == "widget")
    #expect(!workspace.markerExists)
  }

  @Test func describesCommandsAndOptionsWithTheirHelpTextVerbatim() throws {
    let results = try TerminalDriver(workspace: workspace, setup: .zshFpath).type([
      "sample-app \t", "sample-app --base\t",
    ])
    let hostile = CompletionSample.hostile(workspace.marker)
    for command in workspace.spec.commands {
      #expect(
        results[0].descriptions.contains { described($0, command.name) == command.summary },
        "\(command.name) in \(results[0].descriptions)")
    }
    #expect(results[1].descriptions.contains { described($0, "--base-url") == hostile })
    #expect(!workspace.markerExists)
  }

  @Test func worksWhenSourcedAfterCompinit() throws {
    let results = try TerminalDriver(workspace: workspace, setup: .zshSourced).type([
      "sample-app wid\t", "sample-app widget --fam\tl\t",
    ])
    // zsh completes `--fam` to `--family=`, which the parser takes too.
    #expect(results.map(\.line) == ["widget", "widget --family=large"])
  }

  /// The description zsh lists for `word`: `word  -- description`.
  private func described(_ listing: String, _ word: String) -> String? {
    guard listing.hasPrefix(word + " "), let dashes = listing.range(of: " -- ") else {
      return nil
    }
    return String(listing[dashes.upperBound...])
  }
}
