/// The `--color` option: `auto` (decide from the terminal), `always`, or `never`.
public enum ColorChoice: String, Sendable, Hashable, CaseIterable {
  /// Decide from the environment and whether output is a terminal.
  case auto
  /// Write colour even to a pipe.
  case always
  /// Write plain text.
  case never

  /// The choice named by an option value (`auto`, `always`, `never`; also `yes`, `no`,
  /// `true`, `false`, `1`, `0`), case-insensitively; `nil` for anything else.
  public init?(argument: String) {
    switch argument.lowercased() {
    case "auto": self = .auto
    case "always", "yes", "true", "1": self = .always
    case "never", "no", "false", "0": self = .never
    default: return nil
    }
  }
}
