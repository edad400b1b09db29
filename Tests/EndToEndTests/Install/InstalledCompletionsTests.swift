import Foundation
import Testing

/// The completions `Tools/install.sh` installed, found where each shell looks by itself: bash
/// through bash-completion's loader, zsh through stock `compinit` with the `fpath` line the
/// install printed (typed into a real interactive zsh in tmux), fish from its
/// user folder. Each offers `generate`'s WHAT and SHELL, the `help` command and the commands
/// after it, and fish describes an option once, not each of its values.
@Suite struct InstalledCompletionsTests {
  /// One install for the suite: the prefix, the home, what install.sh printed.
  final class Installed: Sendable {
    let scratch: ScratchDirectory
    let home: String
    let output: String

    init() throws {
      scratch = try ScratchDirectory()
      home = scratch.path("home")
      try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
      let run = try InstallScriptTests.install(
        ["--prefix", scratch.path("prefix"), "--bin-dir", BuiltProducts.directory.path],
        home: home)
      #expect(run.status == 0, "\(run.stderr)")
      output = run.stdout
    }

    /// Runs `program` with `HOME` here and the apps on `PATH`, as the install says to.
    func run(_ program: String, _ arguments: [String]) throws -> CommandRun {
      let path = scratch.path("prefix/bin") + ":/usr/bin:/bin:/usr/sbin:/sbin"
      return try GenerateTests.tool("env", ["HOME=\(home)", "PATH=\(path)", program] + arguments)
    }
  }

  let installed: Installed

  init() throws {
    installed = try Installed()
  }

  /// The lines each shell completes, with what it must offer, for `app`.
  static func expectations(_ app: String) throws -> [(line: String, offered: Set<String>)] {
    let help = try CommandRun.run(app, ["--help"]).stdout
    let commands = GenerateTests.section("COMMANDS", of: help).compactMap {
      $0.split(separator: " ").first.map(String.init)
    }
    #expect(commands.contains("help"), "help lists the help command")
    return [
      ("\(app) ", Set(commands)),
      ("\(app) generate ", ["completions", "man", "desktop-entry", "systemd"]),
      ("\(app) generate completions ", ["bash", "zsh", "fish"]),
      ("\(app) help ", Set(commands.filter { $0 != "help" })),
      (
        "\(app) status --format ",
        [
          "plain", "tmux", "waybar", "i3bar", "i3blocks", "polybar", "jsonl", "xbar", "genmon",
          "yambar",
        ]
      ),
    ]
  }

  @Test(arguments: AppUnderTest.all)
  func bashCompletionLoadsThem(_ app: AppUnderTest) throws {
    for (line, offered) in try Self.expectations(app.name) {
      let words = line.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
      let program = """
        source /usr/share/bash-completion/bash_completion || exit 2
        __load_completion "$1" || { echo "bash-completion found no completion for $1" >&2; exit 3; }
        [[ $(complete -p "$1") =~ -F\\ ([^ ]+) ]] || exit 4
        COMP_LINE=$2; COMP_POINT=${#COMP_LINE}; shift 2
        COMP_WORDS=("$@"); COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
        "${BASH_REMATCH[1]}" "$1" "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
        printf '%s\\n' "${COMPREPLY[@]}"
        """
      let run = try installed.run(
        "bash", ["--norc", "--noprofile", "-c", program, "bash", app.name, line] + words)
      #expect(run.status == 0, "\(run.stderr)")
      #expect(Set(run.stdout.split(separator: "\n").map(String.init)) == offered, "\(line)")
    }
  }

  @Test(arguments: AppUnderTest.all)
  func fishLoadsThemFromItsUserFolder(_ app: AppUnderTest) throws {
    for (line, offered) in try Self.expectations(app.name) {
      let run = try installed.run("fish", ["-c", "complete -C $argv[1]", line])
      #expect(run.status == 0, "\(run.stderr)")
      let candidates = run.stdout.split(separator: "\n").map { $0.split(separator: "\t") }
      #expect(Set(candidates.compactMap { $0.first.map(String.init) }) == offered, "\(line)")
      if line.hasSuffix("--format ") || line.hasSuffix("generate ") {
        #expect(candidates.allSatisfy { $0.count == 1 }, "a value described: \(run.stdout)")
      }
    }
  }

  /// zsh in a tmux pane: the `fpath` line, stock `compinit`, and a `compadd` that records
  /// every match the completion system adds in `matches.N`; each line is typed with a Tab,
  /// then Enter runs the app (a function here), which marks the line done.
  @Test(arguments: AppUnderTest.all)
  func zshCompinitLoadsThemWithThePrintedLine(_ app: AppUnderTest) throws {
    let fpath = try #require(
      InstallScriptNotesTests.line(after: "$fpath only", in: installed.output), "no fpath line")
    let expectations = try Self.expectations(app.name)
    let folder = installed.scratch.path("zsh-\(app.name)")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let setup = """
      PS1='> '; RPS1=; unsetopt autolist listambiguous listbeep; setopt nobeep
      \(fpath)
      autoload -U compinit; compinit -u -d \(folder)/zcompdump
      compadd() {
        if (( ${@[(I)-[OAD]*]} )) || [[ -z $OUT ]]; then builtin compadd "$@"; return; fi
        local -a hits
        builtin compadd -O hits "$@"
        print -rl -- $hits >> $OUT
        builtin compadd "$@"
      }
      \(app.name)() { : > $OUT.done }
      : > \(folder)/ready

      """
    try setup.write(toFile: folder + "/setup.zsh", atomically: true, encoding: .utf8)
    let path = installed.scratch.path("prefix/bin") + ":/usr/bin:/bin"
    let terminal = try TmuxSession(
      command: "HOME='\(installed.home)' PATH='\(path)' exec zsh -f -i", columns: 300, rows: 50)
    // zsh marks each step with a file in `folder`: each one made wakes the wait.
    let marks = try FolderWatch(folder)
    try terminal.type("source \(folder)/setup.zsh", then: ["Enter"])
    let exists = { (file: String) in FileManager.default.fileExists(atPath: folder + "/" + file) }
    let screen = { (try? terminal.screen()) ?? "" }
    #expect(marks.wait { exists("ready") }, "\(screen())")
    for (index, expectation) in expectations.enumerated() {
      let matches = folder + "/matches.\(index + 1)"
      try terminal.type("OUT=\(matches)", then: ["Enter"])
      try terminal.type(expectation.line, then: ["Tab", "Enter"])
      #expect(marks.wait { exists("matches.\(index + 1).done") }, "\(screen())")
      let offered = (try? String(contentsOfFile: matches, encoding: .utf8)) ?? ""
      #expect(Set(offered.split(separator: "\n").map(String.init)) == expectation.offered)
    }
  }
}
