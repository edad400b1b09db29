import Escaping

/// Quoting that makes any string one literal word of a shell script.
///
/// The quote and the backslash are found by Unicode scalar: a shell reads bytes, so a
/// combining mark after `'` (one character to Swift) must not hide the quote that ends the word.
enum ShellQuote {
  /// A single-quoted word for bash and zsh: `'it'\''s'`. Nothing inside is expanded.
  static func posix(_ text: String) -> String {
    "'" + ScalarEscaping.escaped(text) { $0 == "'" ? #"'\''"# : nil } + "'"
  }

  /// A single-quoted word for fish, where `\'` and `\\` are the only escapes: `'it\'s'`.
  static func fish(_ text: String) -> String {
    let escaped = ScalarEscaping.escaped(text) { scalar in
      switch scalar {
      case "\\": #"\\"#
      case "'": #"\'"#
      default: nil
      }
    }
    return "'" + escaped + "'"
  }
}
