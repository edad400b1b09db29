import AppCommandLine
import Foundation

/// Writes ``StatusLine``s in one ``StatusFormat``: pure, no I/O.
///
/// Every string is sanitised first (no control characters, escape sequences or bidirectional
/// controls; see ``StatusText``), the text is cut to `maxWidth` terminal cells with `…`, and
/// then each format escapes for its target:
///
/// - `waybar`: JSON with Pango entities in `text`, `alt` and `tooltip`.
/// - `i3bar`: JSON blocks with `markup: pango` and Pango entities.
/// - `i3blocks`: JSON with `markup: none`, so the text is shown as it is whatever the block's
///   configuration says.
/// - `polybar`: every `%{` split by a zero-width space; with `click`, a left-click action
///   running `xdg-open 'URL'`, which opens the link through the app's desktop entry.
/// - `tmux`: every `#` doubled.
/// - `jsonl`: JSON with the plain text, the tooltip and the entry, for programs.
/// - `plain`: the text.
/// - `xbar`: several lines (the only format that writes more than one): the text for the bar,
///   `---`, the detail, each item with its `href`; `|` in network text is not a parameter, and
///   no title is a separator or a submenu, even behind what the bars trim (U+FEFF, spaces).
/// - `genmon`: xfce4-genmon-plugin's tags, Pango-escaped, with a bounded tooltip.
/// - `yambar`: yambar's script-module lines, each update ended by a blank line.
///
/// ```swift
/// let encoder = StatusEncoder(format: .waybar)
/// for line in encoder.preamble() { print(line) }
/// print(encoder.encode(status, isFirst: true))
/// ```
public struct StatusEncoder: Sendable {
  /// The format written.
  public let format: StatusFormat
  /// The widest the text may be, in terminal cells.
  public let maxWidth: Int
  /// Whether `polybar` wraps the text in a click action opening the entry's URL.
  public let click: Bool
  /// The time zone of the `updated HH:MM` tooltip line.
  public let timeZone: TimeZone

  /// An encoder for `format` that cuts the text to `maxWidth` cells (at least 1).
  public init(
    format: StatusFormat, maxWidth: Int = 60, click: Bool = false, timeZone: TimeZone = .current
  ) {
    self.format = format
    self.maxWidth = max(1, maxWidth)
    self.click = click
    self.timeZone = timeZone
  }

  /// The lines to print once before the first update: for `i3bar` the protocol header and
  /// the `[` that opens the endless array; for every other format none.
  public func preamble() -> [String] {
    switch format {
    case .i3bar: [#"{"version":1,"click_events":true}"#, "["]
    case .plain, .tmux, .waybar, .i3blocks, .polybar, .jsonl, .xbar, .genmon, .yambar: []
    }
  }

  /// The line for one update: never empty, never holding a line break (but for `xbar`,
  /// `genmon` and `yambar`, whose update is several lines), to be printed with a line feed and
  /// flushed. `isFirst` tells
  /// `i3bar` whether to write the `,` that separates updates, and `xbar` whether to start with
  /// the `~~~` that separates the frames of a streaming plugin.
  public func encode(_ status: StatusLine, isFirst: Bool) -> String {
    let text = StatusText(status, maxWidth: maxWidth, timeZone: timeZone)
    switch format {
    case .plain: return text.full
    case .tmux: return BarEscaping.tmux(text.full)
    case .polybar: return polybar(text, intent: status.intent)
    case .waybar: return waybar(text, status).text
    case .i3bar: return (isFirst ? "[" : ",[") + i3barBlock(text, status).text + "]"
    case .i3blocks: return i3blocks(text, status).text
    case .jsonl: return jsonl(text, status).text
    case .xbar: return (isFirst ? "" : "~~~\n") + xbar(text, status).joined(separator: "\n")
    case .genmon: return genmon(text, status)
    case .yambar: return yambar(text, status)
    }
  }

  /// The Polybar line: the escaped text, in a click action when asked for and the entry's
  /// link is one of the app's own scheme (`todos://` for todos), which its desktop entry opens.
  /// With `click`, a right click also presses the widget's button: `APP open 'intent'` by this
  /// program's path, when the intent is a link of the app's own scheme and the path needs no
  /// quoting.
  func polybar(_ text: StatusText, intent: String? = nil) -> String {
    var label = BarEscaping.polybar(text.full)
    guard click else { return label }
    if let intent, Self.isOwnLink(intent, app: text.app),
      let program = BarClicks.executable(for: text.app)
    {
      label = BarEscaping.polybarPress(program: program, link: intent, label: label) ?? label
    }
    guard let url = text.url, Self.isOwnLink(url, app: text.app) else { return label }
    return BarEscaping.polybarAction(url: url, label: label)
  }

  /// Whether `link` is one of the app's own scheme (`todos://` for todos): what its desktop
  /// entry opens, and the only links a bar's click runs.
  static func isOwnLink(_ link: String, app: String) -> Bool {
    let scheme = BarEscaping.identifier(app).lowercased()
    return !scheme.isEmpty && link.lowercased().hasPrefix(scheme + "://")
  }

  /// Whether the text is drawn dim: old data or a stand-in.
  static func isDim(_ state: StatusLine.State) -> Bool {
    state != .fresh
  }
}
