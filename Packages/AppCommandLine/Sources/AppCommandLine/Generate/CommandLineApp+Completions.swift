extension CommandLineApp {
  /// Prints the completion script for `shell`.
  ///
  /// - Throws: ``CommandFailure`` (usage) naming the shells.
  func printCompletions(shell: String?) throws {
    let names = CompletionShell.allCases.map(\.rawValue).joined(separator: ", ")
    guard let shell, let chosen = CompletionShell(rawValue: shell) else {
      throw CommandFailure.usage("completions for which shell? use one of: \(names)")
    }
    console.write(CompletionScript.render(Self.spec, for: chosen))
  }
}
