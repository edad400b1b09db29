import Foundation

/// Asks fish for the sample app's completions of a line with `complete -C`, which prints one
/// `candidate<Tab>description` per line.
struct FishCompleter {
  /// One completion fish offers.
  struct Candidate: Equatable {
    var word: String
    var description: String
  }

  let workspace: CompletionWorkspace

  /// The candidates for `line`; a script that writes to stderr fails.
  func complete(_ line: String) throws -> [Candidate] {
    let output = try workspace.run(
      "fish",
      [
        "--no-config", "-c", "source $argv[1]; and complete -C $argv[2]",
        workspace.scriptPath(.fish), line,
      ])
    guard output.status == 0, output.stderr.isEmpty else {
      throw ShellProgram.Failure(
        description: "fish failed (\(output.status)) completing '\(line)': \(output.stderr)")
    }
    return output.lines.map { line in
      let parts = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
      return Candidate(word: String(parts[0]), description: parts.count > 1 ? String(parts[1]) : "")
    }
  }

  /// Just the words of the candidates for `line`.
  func words(_ line: String) throws -> [String] {
    try complete(line).map(\.word)
  }
}
