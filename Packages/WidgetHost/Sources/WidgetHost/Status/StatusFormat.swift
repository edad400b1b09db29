import AppCommandLine

/// The formats `status --format` writes: one line per update, each for one kind of status bar.
///
/// - `plain`: the text alone.
/// - `tmux`: the text with every `#` doubled, for `#(…)` in `status-right`.
/// - `waybar`: a JSON object for a custom module with `return-type: "json"`, Pango-escaped.
/// - `i3bar`: the i3bar protocol (a header, `[`, then one array of blocks per update).
/// - `i3blocks`: a JSON object for a block with `format=json interval=persist`.
/// - `polybar`: the text with every `%{` neutralised, optionally wrapped in a click action.
/// - `jsonl`: one self-describing JSON object per line, for eww's `deflisten` and scripts.
/// - `xbar`: the xbar/BitBar line format that GNOME's Argos and KDE's Kargos read: the text
///   in the bar, the widget's detail in the dropdown under `---`, each item linked.
/// - `genmon`: XFCE's xfce4-genmon-plugin tags (`<txt>`, `<tool>`, `<bar>`, `<txtclick>`).
/// - `yambar`: yambar's script module (`name|type|value` lines, a blank line after each).
public enum StatusFormat: String, CaseIterable, Sendable {
  /// The text alone.
  case plain
  /// The text with every `#` doubled.
  case tmux
  /// A Waybar custom-module JSON object.
  case waybar
  /// An i3bar (and swaybar) protocol update.
  case i3bar
  /// An i3blocks JSON object.
  case i3blocks
  /// A Polybar `custom/script` line.
  case polybar
  /// A JSON object with the whole state, for eww and scripts.
  case jsonl
  /// xbar/BitBar/Argos/Kargos lines: the bar's line, `---`, the dropdown.
  case xbar
  /// xfce4-genmon-plugin's tags, on one run of the command (no `--follow`).
  case genmon
  /// yambar's script-module tags, one update after another with `--follow`.
  case yambar

  /// `plain, tmux, waybar, i3bar, i3blocks, polybar, jsonl, xbar, genmon, yambar`: the valid
  /// names, for help and errors.
  public static var names: String {
    allCases.map(\.rawValue).joined(separator: ", ")
  }

  /// The format named `argument` (as given to `--format`; exact, lower case).
  ///
  /// - Throws: ``CommandFailure`` (usage, exit 64) listing the valid formats.
  public init(argument: String) throws {
    guard let format = StatusFormat(rawValue: argument) else {
      throw CommandFailure.usage(
        "unknown status format '\(ParsedArguments.quoted(argument))'; use one of \(Self.names)")
    }
    self = format
  }
}

extension OptionKey where Value == StatusFormat? {
  /// `status --format F`.
  public static let statusFormat = parsed("format", StatusFormat.init(argument:))
}
