import AppCommandLine
import Foundation

/// Where a `--watch` loop draws its frames: in place on the alternate screen when stdout is a
/// terminal, else appended to the output, each followed by a blank line, so a log shows the
/// widget's history.
///
/// The widget is exactly its family's box (a stack adds its row of dots), which is all the
/// terminal needs: a tmux pane of that size fits it. The status line for old data or a
/// stand-in is shown under the widget only when the terminal has a row to spare; into a pipe,
/// the runner prints it on stderr instead.
struct WatchDisplay {
  private let console: Console
  private let screen: TerminalScreen?
  private let needed: TerminalSize

  /// Takes over the terminal if stdout is one.
  ///
  /// - Parameters:
  ///   - console: Where frames go.
  ///   - needed: The cells a widget takes; a smaller terminal gets a note instead.
  ///   - rawKeys: Whether to read keys one by one (and not echo them) while watching.
  init(console: Console, needed: TerminalSize, rawKeys: Bool, mouse: Bool = false) {
    self.console = console
    self.needed = needed
    self.screen =
      console.stdoutIsTerminal
      ? TerminalScreen(console: console, rawKeys: rawKeys, mouse: mouse) : nil
  }

  /// Shows `frame`, replacing the last one on a terminal.
  func show(_ frame: WatchFrame) {
    guard let screen else {
      console.write(frame.widget + "\n\n")
      return
    }
    screen.show(
      Self.screen(
        widget: frame.widget, status: frame.status, needed: needed,
        terminal: TerminalSize.current(), footer: frame.footer))
  }

  /// What a terminal of `terminal` cells shows (`nil`: its size is unknown): the widget, with
  /// the status line under it when a row is to spare, or a note when the widget does not fit.
  static func screen(
    widget: String, status: String?, needed: TerminalSize, terminal: TerminalSize?,
    footer: String? = nil
  ) -> String {
    guard let terminal else { return widget }
    if terminal.columns < needed.columns || terminal.rows < needed.rows {
      return "The terminal is \(terminal.columns)×\(terminal.rows); this widget needs "
        + "\(needed.columns)×\(needed.rows). Enlarge the window, or press Ctrl-C."
    }
    // Under the widget, as many of the status and footer lines as the terminal has rows for.
    let spare = terminal.rows - needed.rows
    let lines = [status, footer].compactMap { $0 }.prefix(max(spare, 0))
    return ([widget] + lines).joined(separator: "\n")
  }

  /// Gives the terminal back.
  func restore() {
    screen?.restore()
  }
}

/// One frame of a `--watch` loop: the widget (or stack), and the status line that may go
/// under it.
struct WatchFrame: Equatable {
  /// The widget as drawn: its family's box, and a stack's dots.
  var widget: String
  /// The status line for old data or a stand-in, styled; `nil` for fresh data.
  var status: String?
  /// The keys and buttons of an interactive widget, or the last intent's failure.
  var footer: String?
}
