import Foundation
import Testing

/// `todos widget --watch` in a real tmux pane: a mouse click on a toggle's cells (an SGR mouse
/// report typed with `send-keys`) and a key from the footer each run the toggle, and the row
/// changes.
@Suite(.serialized) struct WatchButtonTests {
  let server: FixtureServer
  let scratch: ScratchDirectory

  init() throws {
    server = try FixtureServer()
    scratch = try ScratchDirectory()
  }

  /// The pane's row (from 1) holding `text`, and the column (from 1) of its first cell.
  static func cell(of text: String, in screen: String) -> (column: Int, row: Int)? {
    for (index, line) in screen.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      if let range = line.range(of: text) {
        return (line.distance(from: line.startIndex, to: range.lowerBound) + 1, index + 1)
      }
    }
    return nil
  }

  /// `todos widget --family large --watch` in an 80 × 30 tmux pane, once its keys (one for each
  /// of the nine rows) are on screen.
  func watchedTodos() throws -> TmuxSession {
    let variables = [
      "TODOS_BASE_URL": server.url.absoluteString,
      "TODOS_STATE_DIR": scratch.path("state"),
      "TODOS_CACHE_DIR": scratch.path("cache"),
      "TZ": "UTC", "TERM": "xterm-256color",
    ]
    let exports = variables.map { "\($0.key)='\($0.value)'" }.joined(separator: " ")
    let executable = BuiltProducts.executable("todos").path
    let command = "env \(exports) '\(executable)' widget --family large --watch 2>/dev/null"
    let tmux = try TmuxSession(command: command, columns: 80, rows: 30)
    #expect(try tmux.wait { try tmux.screen().contains("1-9 toggle · click a button") })
    return tmux
  }

  @Test func aClickAndAKeyToggleTheirRows() throws {
    let tmux = try watchedTodos()
    #expect(try tmux.format("#{mouse_sgr_flag}") == "1")

    // A click on the second row's toggle.
    let screen = try tmux.screen()
    let row = try #require(Self.cell(of: "○ quis ut nam", in: screen))
    try tmux.type("\u{1B}[<0;\(row.column);\(row.row)M\u{1B}[<0;\(row.column);\(row.row)m")
    #expect(try tmux.wait { try tmux.screen().contains("✓ quis ut nam") })
    #expect(try server.changeRequests().map(\.path) == ["/todos/2"])

    // The key 1 toggles the first row; a click elsewhere does nothing.
    try tmux.type("1")
    #expect(try tmux.wait { try tmux.screen().contains("✓ delectus aut autem") })
    let title = try #require(Self.cell(of: "fugiat", in: try tmux.screen()))
    try tmux.type("\u{1B}[<0;1;1M\u{1B}[<0;\(title.column + 3);\(title.row)M")
    // A marker after the clicks: the key 4 toggles the done fourth row back.
    try tmux.type("4")
    #expect(try tmux.wait { try tmux.screen().contains("○ et porro tempora") })
    #expect(try server.changeRequests().map(\.path) == ["/todos/2", "/todos/1", "/todos/4"])

    // Ctrl-C gives the terminal back without mouse reporting (the pane's `sh` goes with it).
    try tmux.type("", then: ["C-c"])
    #expect(try tmux.wait { try tmux.format("#{alternate_on}") == "0" })
    #expect(try tmux.format("#{mouse_sgr_flag}") == "0")
  }
}
