import Foundation
import Testing

/// The completions `Tools/install.sh` installed, found where each shell looks by itself: bash
/// through bash-completion's loader, zsh through stock `compinit` with the `fpath` line the
/// install printed (typed into a real interactive zsh on a pseudo-terminal), fish from its
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
        ["plain", "tmux", "waybar", "i3bar", "i3blocks", "polybar", "jsonl"]
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

  @Test(arguments: AppUnderTest.all)
  func zshCompinitLoadsThemWithThePrintedLine(_ app: AppUnderTest) throws {
    let fpath = try #require(
      InstallScriptNotesTests.line(after: "$fpath only", in: installed.output), "no fpath line")
    let expectations = try Self.expectations(app.name)
    let folder = installed.scratch.path("zsh-\(app.name)")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try ZshTerminal.script.write(
      toFile: folder + "/driver.zsh", atomically: true, encoding: .utf8)
    let run = try installed.run(
      "zsh",
      ["-f", folder + "/driver.zsh", folder, fpath, app.name] + expectations.map { $0.line + "\t" })
    #expect(run.status == 0, "\(run.stderr)")
    for (index, expectation) in expectations.enumerated() {
      let matches =
        (try? String(contentsOfFile: folder + "/matches.\(index + 1)", encoding: .utf8))
        ?? ""
      let offered = Set(matches.split(separator: "\n").map(String.init))
      #expect(offered == expectation.offered, "\(expectation.line)")
    }
  }
}

/// A real interactive zsh on a pseudo-terminal (zsh's zpty): it runs the `fpath` line, stock
/// `compinit`, then types each line (with its Tab) and Enter, recording every match the
/// completion system added (`compadd`) in `matches.N`. The app is a function that prints its
/// arguments, so Enter shows when the line is done.
enum ZshTerminal {
  static let script = #"""
    emulate -L zsh
    zmodload zsh/zpty || { print -u2 "this zsh has no zpty module"; exit 2 }
    dir=$1 setup=$2 app=$3
    shift 3
    zpty shell zsh -f -i
    zpty -w shell 'stty rows 100 cols 1000'
    await() {
      local chunk
      received=
      while true; do
        if zpty -r -t shell chunk; then received+=$chunk; else sleep 0.02; fi
        [[ $received == *$1* ]] && return 0
        if (( SECONDS > 40 )); then
          print -u2 -r -- "timed out waiting for $1; the terminal showed: $received"
          zpty -d shell
          exit 3
        fi
      done
    }
    zpty -w shell 'PS1="> "; RPS1=; unsetopt autolist listambiguous listbeep; setopt nobeep'
    zpty -w shell "$setup; autoload -U compinit; compinit -u -d ${(q)dir}/zcompdump"
    zpty -w shell "$app() { print -r -- \"RESULT[\$*]END\" }"
    zpty -w shell 'compadd() {
      if (( ${@[(I)-[OAD]*]} )) || [[ -z $OUT ]]; then builtin compadd "$@"; return; fi
      local -a hits
      builtin compadd -O hits "$@"
      print -rl -- $hits >> $OUT
      builtin compadd "$@"
    }'
    zpty -w shell 'echo READY-$((0+1))'
    await READY-1
    n=0
    for keys in "$@"; do
      (( n += 1 ))
      zpty -w shell "OUT=${(q)dir}/matches.$n"
      zpty -w shell "echo READY-\$(($n+1))"
      await READY-$((n + 1))
      zpty -w -n shell "$keys"
      zpty -w -n shell $'\r'
      await ']END'
    done
    zpty -d shell
    """#
}
