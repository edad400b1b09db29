/// The `.desktop` entry that makes an app the handler of its URL scheme (`todos://`), so OSC 8
/// links in a terminal and clicks in a bar open it (`APP generate desktop-entry`).
///
/// It follows the Desktop Entry Specification: the executable is always quoted in `Exec`,
/// with `"`, `` ` ``, `$` and `\` escaped inside the quotes, the string-value escape applied
/// on top (`\` written `\\`), and `%` written `%%`.
public enum DesktopEntry {
  /// The entry for `app` (also its URL scheme), run as `executable open %u` in a terminal.
  public static func render(app: String, summary: String, executable: String) -> String {
    """
    [Desktop Entry]
    Type=Application
    Version=1.4
    Name=\(app)
    Comment=\(singleLine(summary))
    Exec=\(quotedExec(executable)) open %u
    MimeType=x-scheme-handler/\(app);
    NoDisplay=true
    Terminal=true
    Categories=Utility;

    """
  }

  /// `path` as one quoted argument of an `Exec` key.
  static func quotedExec(_ path: String) -> String {
    var quoted = "\""
    for character in path {
      switch character {
      case "\"", "`", "$": quoted += "\\\\\(character)"  // \" in the quoting, \\ in the value
      case "\\": quoted += "\\\\\\\\"
      case "%": quoted += "%%"
      default: quoted.append(character)
      }
    }
    return quoted + "\""
  }

  /// A value on one line: the spec has no line breaks in a value except as `\n`.
  static func singleLine(_ text: String) -> String {
    text.split(whereSeparator: \.isNewline).joined(separator: " ")
  }
}
