import Foundation

/// Asks bash for the sample app's completions of a line, setting what bash sets before it calls
/// a `complete -F` function: `COMP_LINE`, `COMP_POINT`, and `COMP_WORDS` split at blanks and
/// at the `=` and `:` of `COMP_WORDBREAKS` (`--family=la` is `--family`, `=`, `la`), with
/// `COMP_CWORD` the last. The function is the one `complete -p sample-app` names.
struct BashCompleter {
  let workspace: CompletionWorkspace

  /// What bash sees as the words of `line`, the last being the one under the cursor.
  static func words(of line: String) -> [String] {
    var words: [String] = []
    for blankSeparated in line.split(separator: " ") {
      var current = ""
      var inBreaks = false
      for character in blankSeparated {
        let isBreak = character == ":" || character == "="
        if !current.isEmpty && isBreak != inBreaks {
          words.append(current)
          current = ""
        }
        inBreaks = isBreak
        current.append(character)
      }
      words.append(current)
    }
    if line.hasSuffix(" ") { words.append("") }
    return words
  }

  /// `COMPREPLY` for `line`, in order; a script that writes to stderr fails.
  func complete(_ line: String) throws -> [String] {
    let program = """
      source "$1" || exit 1
      COMP_LINE=$2
      COMP_POINT=${#COMP_LINE}
      shift 2
      COMP_WORDS=("$@")
      COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
      [[ $(complete -p sample-app) =~ -F\\ ([^ ]+) ]] || { echo "sample-app not registered" >&2; exit 1; }
      "${BASH_REMATCH[1]}" sample-app "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    let output = try workspace.run(
      "bash",
      ["--norc", "--noprofile", "-c", program, "bash", workspace.scriptPath(.bash), line]
        + Self.words(of: line))
    guard output.status == 0, output.stderr.isEmpty else {
      throw ShellProgram.Failure(
        description: "bash failed (\(output.status)) completing '\(line)': \(output.stderr)")
    }
    return output.lines
  }
}
