import Foundation

/// Types keys into a real interactive shell on a pseudo-terminal (zsh's `zpty` module), as a
/// user does, with the sample app's completions loaded and `sample-app` a shell function that
/// prints its arguments: so a Tab completes through the shell's own line editor, and Enter
/// shows what the line became. For zsh it also records every match the completion system
/// added (`compadd`), and the descriptions shown with them.
struct TerminalDriver {
  /// How the interactive shell loads the completions.
  enum Setup: String {
    /// bash: `source` the script.
    case bash
    /// zsh: the script's folder in `fpath`, then `compinit`, as a user installs it.
    case zshFpath = "zsh-fpath"
    /// zsh: `compinit`, then `source` the script.
    case zshSourced = "zsh-sourced"
  }

  /// What one line of keys did.
  struct Result {
    /// The arguments `sample-app` was run with once the line was entered.
    var line: String
    /// The matches the completion system added (zsh only; empty for bash).
    var matches: [String]
    /// The descriptions listed with them, such as `--json  -- Print JSON.` (zsh only).
    var descriptions: [String]
  }

  let workspace: CompletionWorkspace
  let setup: Setup

  /// Types each string (Tabs included), then Enter, and returns what each line did.
  func type(_ lines: [String]) throws -> [Result] {
    let driver = workspace.directory.appendingPathComponent("driver.zsh").path
    try Self.script.write(toFile: driver, atomically: true, encoding: .utf8)
    let script =
      setup == .zshFpath
      ? workspace.directory.appendingPathComponent("zfunctions").path
      : workspace.scriptPath(setup == .bash ? .bash : .zsh)
    let output = try workspace.run(
      "zsh", ["-f", driver, setup.rawValue, workspace.directory.path, script] + lines)
    guard output.status == 0 else {
      throw ShellProgram.Failure(
        description: "the terminal driver failed (\(output.status)): \(output.stderr)")
    }
    var results: [Result] = []
    for index in lines.indices {
      let prefix = "RESULT \(index + 1) "
      guard let line = output.lines.first(where: { $0.hasPrefix(prefix) }) else {
        throw ShellProgram.Failure(description: "no result for \(lines[index]): \(output.stdout)")
      }
      results.append(
        Result(
          line: String(line.dropFirst(prefix.count)),
          matches: recorded("matches.\(index + 1)"),
          descriptions: recorded("descriptions.\(index + 1)")))
    }
    return results
  }

  private func recorded(_ name: String) -> [String] {
    let path = workspace.directory.appendingPathComponent(name).path
    let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    return text.split(whereSeparator: \.isNewline).map(String.init)
  }

  /// The driver: starts the shell on a pty, loads the completions, types each line and waits
  /// for the function's `RESULT[…]END`. Markers are typed split (`READY-$((n+1))`), so the
  /// echo of what is typed never looks like what is awaited.
  static let script = #"""
    emulate -L zsh
    zmodload zsh/zpty || { print -u2 "this zsh has no zpty module"; exit 2 }
    setup=$1 dir=$2 script=$3
    shift 3
    if [[ $setup == bash ]]; then
      zpty shell bash --norc --noprofile -i
    else
      zpty shell zsh -f -i
    fi
    # Wide enough that no description is cut to fit.
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
    if [[ $setup == bash ]]; then
      zpty -w shell "source ${(q)script}"
      zpty -w shell 'sample-app() { printf "%s[%s]%s\n" RESULT "$*" END; }'
    else
      zpty -w shell 'PS1="> "; RPS1=; unsetopt autolist listambiguous listbeep; setopt nobeep'
      zpty -w shell 'autoload -U compinit'
      if [[ $setup == zsh-fpath ]]; then
        zpty -w shell "fpath=(${(q)script} \$fpath); compinit -u -d ${(q)dir}/zcompdump"
      else
        zpty -w shell "compinit -u -d ${(q)dir}/zcompdump; source ${(q)script}"
      fi
      zpty -w shell 'sample-app() { print -r -- "RESULT[$*]END" }'
      zpty -w shell 'compadd() {
        if (( ${@[(I)-[OAD]*]} )) || [[ -z $OUT ]]; then builtin compadd "$@"; return; fi
        local -a hits
        builtin compadd -O hits "$@"
        print -rl -- $hits >> $OUT
        local d=${@[(i)-d]}
        (( d < $# )) && print -rl -- ${(P)${@[d+1]}} >> $DESC
        builtin compadd "$@"
      }'
    fi
    zpty -w shell 'echo READY-$((0+1))'
    await READY-1
    n=0
    for keys in "$@"; do
      (( n += 1 ))
      if [[ $setup != bash ]]; then
        zpty -w shell "OUT=${(q)dir}/matches.$n DESC=${(q)dir}/descriptions.$n"
      fi
      zpty -w shell "echo READY-\$(($n+1))"
      await READY-$((n + 1))
      zpty -w -n shell "$keys"
      zpty -w -n shell $'\r'
      await ']END'
      result=${received#*RESULT\[}
      print -r -- "RESULT $n ${result%%\]END*}"
    done
    zpty -d shell
    """#
}
