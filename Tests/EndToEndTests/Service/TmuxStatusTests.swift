import Foundation
import Testing

/// A real tmux shows `status --format tmux` in its status line, with a `#` from the server
/// intact: a client attached under `script` (a pty) draws it, and the test reads what it drew.
@Suite struct TmuxStatusTests {
  /// A UTF-8 terminal: without it tmux draws the `·` of the line as a line-drawing character.
  static let terminal = ["PATH": "/usr/bin:/bin", "TERM": "xterm-256color", "LC_ALL": "C.UTF-8"]

  @Test func theStatusLineShowsTheTodoWithItsHashIntact() throws {
    let placed = try PlacedApp(.todos)
    try placed.server.setFaults("fault=markup-text")
    #expect(try placed.placeAndLoad().status == 0)
    let exports = placed.environment.map { "\($0.key)='\($0.value)'" }.joined(separator: " ")
    let executable = BuiltProducts.executable("todos").path
    let socket = "e2e-status-\(UUID().uuidString.prefix(8))"
    let tmux = ["tmux", "-u", "-L", socket, "-f", "/dev/null"]
    let config = placed.scratch.path("tmux.conf")
    try """
    set -g status on
    set -g status-interval 1
    set -g status-right-length 200
    set -g status-right "#(env \(exports) \(executable) status --format tmux)"
    """.write(toFile: config, atomically: true, encoding: .utf8)
    let server = try ChildProcess(
      "/usr/bin/env", tmux.dropLast() + [config, "new-session", "-d", "-x", "200", "-y", "20"],
      environment: Self.terminal)
    #expect(server.wait(upTo: 10) == 0)
    defer {
      _ = try? ChildProcess(
        "/usr/bin/env", tmux + ["kill-server"], environment: ["PATH": "/usr/bin:/bin"]
      ).wait(upTo: 10)
    }
    let drawn = placed.scratch.path("client.out")
    // tmux runs the status command on its own interval and the client draws the result; each
    // time `script` writes what the client drew, the file's folder changes and the test looks.
    let drawing = try FolderWatch(placed.scratch.url.path)
    let attach = (tmux + ["attach"]).joined(separator: " ")
    let client = try ChildProcess(
      "/usr/bin/env",
      ["script", "-q", "-e", "-f", "-c", "stty cols 200 rows 20; \(attach)", drawn],
      environment: Self.terminal)
    defer { client.send(SIGTERM) }
    let shown = "4 open · </span>&<b>#{%{A1:rm -rf ~:}delectus aut autem"
    var screen = ""
    _ = drawing.wait(within: 30) {
      screen = (try? String(contentsOfFile: drawn, encoding: .utf8)) ?? ""
      return screen.contains(shown)
    }
    #expect(screen.contains(shown), "the client drew: \(screen.suffix(400).debugDescription)")
  }
}
