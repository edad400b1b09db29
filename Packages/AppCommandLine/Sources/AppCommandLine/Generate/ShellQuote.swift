/// Quoting that makes any string one literal word of a shell script.
enum ShellQuote {
  /// A single-quoted word for bash and zsh: `'it'\''s'`. Nothing inside is expanded.
  static func posix(_ text: String) -> String {
    "'" + text.replacing("'", with: #"'\''"#) + "'"
  }

  /// A single-quoted word for fish, where `\'` and `\\` are the only escapes: `'it\'s'`.
  static func fish(_ text: String) -> String {
    "'" + text.replacing(#"\"#, with: #"\\"#).replacing("'", with: #"\'"#) + "'"
  }
}
