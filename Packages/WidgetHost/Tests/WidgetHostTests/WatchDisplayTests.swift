import Testing

@testable import AppCommandLine
@testable import WidgetHost

/// What a `--watch` loop puts on a terminal: the widget in its family's box, the status line
/// under it only when the terminal has a row to spare, a note when the box does not fit.
@Suite struct WatchDisplayTests {
  static let needed = TerminalSize(columns: 45, rows: 10)
  static let widget = Array(repeating: String(repeating: "x", count: 45), count: 10)
    .joined(separator: "\n")

  @Test func aTerminalOfExactlyTheBoxShowsTheWidgetAlone() {
    let screen = WatchDisplay.screen(
      widget: Self.widget, status: "offline", needed: Self.needed,
      terminal: TerminalSize(columns: 45, rows: 10))
    #expect(screen == Self.widget)
  }

  @Test func aTallerTerminalShowsTheStatusLineUnderTheWidget() {
    let screen = WatchDisplay.screen(
      widget: Self.widget, status: "offline", needed: Self.needed,
      terminal: TerminalSize(columns: 45, rows: 11))
    #expect(screen == Self.widget + "\noffline")
  }

  @Test func noStatusNoExtraRow() {
    let screen = WatchDisplay.screen(
      widget: Self.widget, status: nil, needed: Self.needed,
      terminal: TerminalSize(columns: 80, rows: 24))
    #expect(screen == Self.widget)
  }

  @Test(arguments: [TerminalSize(columns: 44, rows: 10), TerminalSize(columns: 45, rows: 9)])
  func aSmallerTerminalGetsANote(_ terminal: TerminalSize) {
    let screen = WatchDisplay.screen(
      widget: Self.widget, status: nil, needed: Self.needed, terminal: terminal)
    #expect(screen.hasPrefix("The terminal is \(terminal.columns)×\(terminal.rows)"))
    #expect(screen.contains("needs 45×10"))
  }

  @Test func anUnknownSizeShowsTheWidget() {
    let screen = WatchDisplay.screen(
      widget: Self.widget, status: "offline", needed: Self.needed, terminal: nil)
    #expect(screen == Self.widget)
  }
}
