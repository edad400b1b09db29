/// The `.desktop` entry that makes an app the handler of its URL scheme (`todos://`), so OSC 8
/// links in a terminal and clicks in a bar open it (`APP generate desktop-entry`).
///
/// Its `Exec` is `PATH open %u` with the path as it stands, unquoted: xdg-open on a desktop
/// without a desktop environment (xdg-utils 1.1.3's generic mode, as under i3 or sway) takes
/// the first word of `Exec` literally, quotes and all, and splits the rest at blanks, while
/// GNOME's `gio open` and KDE follow the Desktop Entry Specification's quoting. A path both
/// read the same is one the specification lets stand unquoted and that holds no `%`; the
/// others are refused (``canRun(_:)``), as `generate systemd` refuses what systemd cannot run.
public enum DesktopEntry {
  /// The entry for `app` (also its URL scheme), run as `executable open %u` in a terminal.
  ///
  /// - Precondition: ``canRun(_:)`` holds for `executable`; the caller refuses other paths.
  public static func render(app: String, summary: String, executable: String) -> String {
    """
    [Desktop Entry]
    Type=Application
    Version=1.4
    Name=\(app)
    Comment=\(singleLine(summary))
    Exec=\(executable) open %u
    MimeType=x-scheme-handler/\(app);
    NoDisplay=true
    Terminal=true
    Categories=Utility;

    """
  }

  /// The ASCII characters an unquoted `Exec` cannot carry: the ones the specification
  /// reserves, a glob's brackets and `%`.
  static let unsafeCharacters = Set(#" "'\><~|&;$*?#()`[]%"#.unicodeScalars)

  /// Whether every opener runs an executable at `path` from an unquoted `Exec`: an absolute
  /// path without a control character (tab, line break, escape), without the characters the
  /// Desktop Entry Specification reserves (which it would have to quote: space, `"`, `'`,
  /// `\`, `>`, `<`, `~`, `|`, `&`, `;`, `$`, `*`, `?`, `#`, `(`, `)` and `` ` ``), without a
  /// glob's brackets (xdg-open's `which` expands the word) and without `%`, which the
  /// specification writes `%%` but xdg-open reads raw. White space of any kind is refused.
  public static func canRun(_ path: String) -> Bool {
    path.hasPrefix("/")
      && !path.unicodeScalars.contains { scalar in
        scalar.properties.generalCategory == .control || scalar.properties.isWhitespace
          || unsafeCharacters.contains(scalar)
      }
  }

  /// A value on one line: the spec has no line breaks in a value except as `\n`.
  static func singleLine(_ text: String) -> String {
    text.split(whereSeparator: \.isNewline).joined(separator: " ")
  }
}
