import Foundation

/// Where a `--watch` loop draws its frames: in place on the alternate screen when stdout is a
/// terminal, else appended to the output, each followed by a blank line, so a log shows the
/// widget's history.
struct WatchDisplay {
  private let console: Console
  private let screen: TerminalScreen?
  private let needed: TerminalSize

  /// Takes over the terminal if stdout is one.
  ///
  /// - Parameters:
  ///   - console: Where frames go.
  ///   - needed: The cells a frame takes; a smaller terminal gets a note instead.
  ///   - rawKeys: Whether to read keys one by one (and not echo them) while watching.
  init(console: Console, needed: TerminalSize, rawKeys: Bool) {
    self.console = console
    self.needed = needed
    self.screen =
      console.stdoutIsTerminal ? TerminalScreen(console: console, rawKeys: rawKeys) : nil
  }

  /// Shows `frame`, replacing the last one on a terminal.
  func show(_ frame: String) {
    guard let screen else {
      console.write(frame + "\n\n")
      return
    }
    if let size = TerminalSize.current(), size.columns < needed.columns || size.rows < needed.rows {
      screen.show(
        "The terminal is \(size.columns)×\(size.rows); this widget needs "
          + "\(needed.columns)×\(needed.rows). Enlarge the window, or press Ctrl-C.")
      return
    }
    screen.show(frame)
  }

  /// Gives the terminal back.
  func restore() {
    screen?.restore()
  }
}
