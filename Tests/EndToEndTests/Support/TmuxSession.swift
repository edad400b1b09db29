import Foundation

/// A detached tmux server of its own, with one pane running a shell command, so a test can
/// look at what a program did to a real terminal: the alternate screen, the cursor, the mode.
final class TmuxSession: @unchecked Sendable {
  // `@unchecked Sendable` is safe: every property is set in `init` and never changed.
  let socket = "e2e-\(UUID().uuidString.prefix(8))"

  /// Starts `command` (run by `sh -c`) in a pane of `columns` × `rows` cells, 120×40 unless
  /// given (no status bar takes a row of it); the pane stays after the command exits.
  init(command: String, columns: Int = 120, rows: Int = 40) throws {
    try tmux([
      "-f", "/dev/null", "new-session", "-d", "-x", String(columns), "-y", String(rows),
      "sh", "-c", command, ";", "set-option", "-g", "status", "off",
    ])
    try tmux(["set-option", "-g", "remain-on-exit", "on"])
  }

  deinit {
    _ = try? tmux(["kill-server"])
  }

  /// A tmux format for the pane: `#{alternate_on}`, `#{cursor_flag}`, `#{pane_pid}`.
  func format(_ format: String) throws -> String {
    try tmux(["display-message", "-p", format]).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// What the pane shows now, a line per row (tmux leaves out trailing spaces).
  func screen() throws -> String {
    try tmux(["capture-pane", "-p"])
  }

  /// Waits until `condition` holds, checking every 50 ms, for at most `seconds`.
  func wait(upTo seconds: TimeInterval = 20, for condition: () throws -> Bool) rethrows -> Bool {
    let end = Date().addingTimeInterval(seconds)
    while Date() < end {
      if try condition() { return true }
      Thread.sleep(forTimeInterval: 0.05)
    }
    return try condition()
  }

  /// Runs tmux on this session's socket and returns what it printed.
  ///
  /// `posix_spawn` and `waitpid`, not `Process`: the first call starts the tmux server, which
  /// keeps the client's stdout open, and `Process` did not notice the client's exit. Output
  /// goes to a file for the same reason.
  @discardableResult
  private func tmux(_ arguments: [String]) throws -> String {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(socket)-\(UUID().uuidString).out")
    defer { try? FileManager.default.removeItem(at: file) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, file.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let words = ["/usr/bin/env", "tmux", "-L", socket] + arguments
    let environment = ["PATH=/usr/bin:/bin:/usr/local/bin", "TERM=xterm-256color"]
    var argv = words.map { strdup($0) } + [nil]
    var envp = environment.map { strdup($0) } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }
    var pid: pid_t = 0
    guard posix_spawn(&pid, "/usr/bin/env", &actions, nil, &argv, &envp) == 0 else {
      throw TmuxError(arguments: arguments, status: -1)
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    // WIFEXITED and WEXITSTATUS, which Swift does not import.
    let exited = status & 0x7f == 0
    let code = (status >> 8) & 0xff
    guard exited, code == 0 else { throw TmuxError(arguments: arguments, status: code) }
    return (try? String(contentsOf: file, encoding: .utf8)) ?? ""
  }
}

/// tmux exited with a failure (or is not installed: the test fails, it does not skip).
struct TmuxError: Error, CustomStringConvertible {
  var arguments: [String]
  var status: Int32
  var description: String { "tmux \(arguments.joined(separator: " ")) exited \(status)" }
}

/// The processes whose parent is `parent`, read from `/proc`.
func childProcesses(of parent: Int32) -> [Int32] {
  let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
  return entries.compactMap { entry -> Int32? in
    guard let pid = Int32(entry),
      let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return nil }
    // After "pid (name)": state, then the parent's pid.
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    return fields.count > 1 && Int32(fields[1]) == parent ? pid : nil
  }
}
