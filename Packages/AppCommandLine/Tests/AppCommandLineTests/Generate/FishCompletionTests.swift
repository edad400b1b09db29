import Foundation
import Testing

@testable import AppCommandLine

/// The fish script, run by fish: `complete -C` lists what fish offers for a line.
@Suite struct FishCompletionTests {
  let workspace: CompletionWorkspace
  let fish: FishCompleter

  init() throws {
    workspace = try CompletionWorkspace()
    fish = FishCompleter(workspace: workspace)
  }

  @Test func scriptParses() throws {
    let syntax = try workspace.run("fish", ["--no-config", "-n", workspace.scriptPath(.fish)])
    #expect(syntax.status == 0 && syntax.stderr.isEmpty, "\(syntax.stderr)")
  }

  @Test func commandsWithTheirSummariesVerbatim() throws {
    let expected = HelpFormatter.listedCommands(of: workspace.spec).map {
      FishCompleter.Candidate(word: $0.name, description: $0.summary)
    }
    let offered = try fish.complete("sample-app ")
    #expect(offered.count == expected.count)
    for candidate in expected {
      #expect(offered.contains(candidate), "\(candidate) in \(offered)")
    }
    // A global option's value before the command is not the command.
    #expect(Set(try fish.words("sample-app --base-url http://x ")) == Set(expected.map(\.word)))
    #expect(try fish.words("sample-app wid") == ["widget"])
  }

  @Test func optionsOfTheCommandWithTheirHelp() throws {
    let offered = try fish.complete("sample-app list --")
    let list = try #require(workspace.spec.command(named: "list"))
    for option in list.options {
      #expect(
        offered.contains(.init(word: "--\(option.name)", description: option.help)),
        "--\(option.name) in \(offered)")
    }
    #expect(!offered.contains { $0.word == "--family" }, "another command's option")
    #expect(!offered.contains { $0.word == "--version" }, "--version is not taken after a command")
  }

  @Test func optionValuesAfterTheOptionWithOrWithoutEquals() throws {
    let widget = try #require(workspace.spec.command(named: "widget"))
    let family = try #require(widget.options.first { $0.name == "family" })
    let type = try #require(widget.options.first { $0.name == "type" })
    let color = try #require(workspace.spec.globalOptions.first { $0.name == "color" })
    #expect(Set(try fish.words("sample-app widget --family ")) == Set(family.values))
    #expect(
      Set(try fish.words("sample-app widget --family="))
        == Set(family.values.map { "--family=\($0)" }))
    #expect(Set(try fish.words("sample-app widget --type dad --type ")) == Set(type.values))
    #expect(Set(try fish.words("sample-app show --color ")) == Set(color.values))
    #expect(try fish.words("sample-app list --limit ") == [])
  }

  /// Each value on its own: the option's description is not repeated for every value.
  @Test func valuesAreNotDescribedAsTheirOption() throws {
    for line in ["sample-app widget --family ", "sample-app --format ", "sample-app export "] {
      let offered = try fish.complete(line)
      #expect(!offered.isEmpty && offered.allSatisfy(\.description.isEmpty), "\(offered)")
    }
    let options = try fish.complete("sample-app widget --fam")
    #expect(
      options == [.init(word: "--family", description: "The widget's size (default: medium).")])
  }

  @Test func deepLinksForTheFirstArgumentOfOpenOnly() throws {
    let prefixes = workspace.spec.deepLinkPrefixes
    #expect(Set(try fish.words("sample-app open ")) == Set(prefixes))
    #expect(try fish.words("sample-app open sample-app://t") == ["sample-app://todo/"])
    #expect(try fish.words("sample-app open sample-app://todo/1 ") == [])
  }

  @Test func fileNamesOnlyForAPathValue() throws {
    #expect(try fish.words("sample-app widget --config sett") == [workspace.fileName])
    #expect(try fish.words("sample-app show sett") == [])
    #expect(try fish.words("sample-app sett") == [])
  }

  @Test func hostileHelpTextsAreShownAndRunNothing() throws {
    let hostile = CompletionSample.hostile(workspace.marker)
    let offered = try fish.complete("sample-app --base")
    #expect(offered == [.init(word: "--base-url", description: hostile)])
    _ = try fish.complete("sample-app list --j")
    #expect(!workspace.markerExists)
  }
}
