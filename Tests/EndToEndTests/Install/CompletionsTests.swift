import Foundation
import Testing

/// Each app's completions, loaded into the real shells: the commands of `--help`, the values
/// of `--format`, `--family` and `--type`, and the app's deep links for `open`.
@Suite struct CompletionsTests {
  /// The words bash completes at the end of `line`, asked the way bash asks the function.
  static func bash(_ app: String, _ line: String) throws -> [String] {
    let scratch = try ScratchDirectory()
    let script = scratch.path("\(app).bash")
    try CommandRun.run(app, ["generate", "completions", "bash"]).stdout
      .write(toFile: script, atomically: true, encoding: .utf8)
    let words = line.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
    let quoted = words.map { "'\($0)'" }.joined(separator: " ")
    let command = """
      source '\(script)'; COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); \
      COMP_LINE='\(line)'; COMP_POINT=${#COMP_LINE}; \
      _\(app) \(app) '\(words.last ?? "")' '\(words.dropLast().last ?? "")'; \
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    let run = try GenerateTests.tool("bash", ["--norc", "--noprofile", "-c", command])
    #expect(run.status == 0, "\(run.stderr)")
    return run.stdout.split(separator: "\n").map(String.init)
  }

  /// The candidates fish offers for `line` (without their descriptions).
  static func fish(_ app: String, _ line: String) throws -> [String] {
    let scratch = try ScratchDirectory()
    let script = scratch.path("\(app).fish")
    try CommandRun.run(app, ["generate", "completions", "fish"]).stdout
      .write(toFile: script, atomically: true, encoding: .utf8)
    let run = try GenerateTests.tool(
      "fish", ["--no-config", "-c", "source '\(script)'; complete -C '\(line)'"])
    #expect(run.status == 0, "\(run.stderr)")
    return run.stdout.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
  }

  @Test(arguments: AppUnderTest.all)
  func bashAndFishOfferTheCommandsOfHelp(_ app: AppUnderTest) throws {
    let help = try CommandRun.run(app.name, ["--help"]).stdout
    let commands = GenerateTests.section("COMMANDS", of: help).compactMap {
      $0.split(separator: " ").first.map(String.init)
    }
    #expect(commands.contains("status") && commands.contains("generate"))
    #expect(commands.contains("tray"))
    #expect(Set(try Self.bash(app.name, "\(app.name) ")) == Set(commands))
    #expect(Set(try Self.fish(app.name, "\(app.name) ")) == Set(commands))
    let formats = [
      "plain", "tmux", "waybar", "i3bar", "i3blocks", "polybar", "jsonl", "xbar", "genmon",
      "yambar",
    ]
    #expect(try Self.bash(app.name, "\(app.name) status --format ") == formats)
    #expect(Set(try Self.fish(app.name, "\(app.name) status --format ")) == Set(formats))
  }

  @Test func valuesAndDeepLinksAreTheApps() throws {
    let types = ["chucknorris", "dadjoke", "random", "yomama"]
    #expect(try Self.bash("dadjokes", "dadjokes widget --type ") == types)
    #expect(Set(try Self.fish("dadjokes", "dadjokes status --type ")) == Set(types))
    #expect(try Self.bash("todos", "todos widget --family ") == ["medium", "large"])
    #expect(try Self.bash("todos", "todos tray --family ") == ["medium", "large"])
    #expect(Set(try Self.fish("dadjokes", "dadjokes tray --type ")) == Set(types))
    #expect(
      Set(try Self.fish("votes", "votes open "))
        == ["votes://vote/", "votes://intent/next", "votes://intent/previous"])
    #expect(
      try Self.bash("todos", "todos open ") == ["todos://todo/", "todos://intent/toggle?id="])
  }

  @Test(arguments: AppUnderTest.all)
  func zshLoadsTheScript(_ app: AppUnderTest) throws {
    let scratch = try ScratchDirectory()
    let folder = scratch.path("functions")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try CommandRun.run(app.name, ["generate", "completions", "zsh"]).stdout
      .write(toFile: folder + "/_\(app.name)", atomically: true, encoding: .utf8)
    let run = try GenerateTests.tool(
      "zsh",
      [
        "-f", "-c",
        "fpath=('\(folder)' $fpath); autoload -U compinit; compinit -u -d '\(scratch.path("dump"))'; "
          + "print -r -- ${_comps[\(app.name)]}",
      ])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout == "_\(app.name)\n", "\(run.stdout)")
  }
}
