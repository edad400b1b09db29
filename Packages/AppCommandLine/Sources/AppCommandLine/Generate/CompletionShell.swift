/// A shell that ``CompletionScript`` writes completions for.
public enum CompletionShell: String, CaseIterable, Sendable {
  /// GNU bash, through `complete -F`.
  case bash
  /// zsh, through its completion system (`compinit`).
  case zsh
  /// fish, through `complete -c`.
  case fish
}
