import Foundation

/// Takes over the terminal for a `--watch` loop and gives it back afterwards: the alternate
/// screen, a hidden cursor and, when keys are read, non-canonical input without echo.
public struct TerminalScreen: Sendable {
  private let savedAttributes: termios?
  private let console: Console
  private let mouse: Bool

  /// Enters the alternate screen and hides the cursor; with `rawKeys`, reads keys one by one.
  /// With `mouse`, the terminal reports button presses (SGR mouse reporting, modes 1000 and
  /// 1006) until ``restore()``.
  public init(console: Console, rawKeys: Bool, mouse: Bool = false) {
    self.console = console
    self.mouse = mouse
    var attributes = termios()
    if rawKeys, isatty(STDIN_FILENO) == 1, tcgetattr(STDIN_FILENO, &attributes) == 0 {
      savedAttributes = attributes
      var raw = attributes
      raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
      _ = tcsetattr(STDIN_FILENO, TCSANOW, &raw)
    } else {
      savedAttributes = nil
    }
    console.write("\u{1B}[?1049h\u{1B}[?25l" + (mouse ? "\u{1B}[?1000h\u{1B}[?1006h" : ""))
  }

  /// Replaces what the screen shows with `frame`, drawn from the top-left corner.
  public func show(_ frame: String) {
    let lines = frame.split(separator: "\n", omittingEmptySubsequences: false)
    console.write("\u{1B}[H\u{1B}[2J" + lines.joined(separator: "\r\n"))
  }

  /// Shows the cursor again, leaves the alternate screen and restores the input mode.
  public func restore() {
    if var attributes = savedAttributes {
      _ = tcsetattr(STDIN_FILENO, TCSANOW, &attributes)
    }
    console.write((mouse ? "\u{1B}[?1006l\u{1B}[?1000l" : "") + "\u{1B}[?25h\u{1B}[?1049l")
  }
}
