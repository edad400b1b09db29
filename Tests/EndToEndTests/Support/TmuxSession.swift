import Foundation

/// A detached tmux server of its own, with one pane running a shell command, so a test can
/// look at what a program did to a real terminal: the alternate screen, the cursor, the mode.
///
/// tmux copies everything the pane's program writes to a log (`pipe-pane`) in a folder of the
/// session's own, which a ``FolderWatch`` watches: ``wait(upTo:for:)`` looks at the pane again
/// each time the program wrote something, never on a timer.
final class TmuxSession: @unchecked Sendable {
  // `@unchecked Sendable` is safe: every property is set in `init` and never changed, and
  // `paneOutput` is only read by `wait`, on the test's thread.
  let socket = "e2e-\(UUID().uuidString.prefix(8))"
  /// Holds `pane.log` alone: the files `tmux(_:)` writes are elsewhere, or each look at the
  /// pane would wake the wait again.
  private let folder: URL
  private let paneOutput: FolderWatch

  /// Starts `command` (run by `sh -c`) in a pane of `columns` × `rows` cells, 120×40 unless
  /// given (no status bar takes a row of it); the pane stays after the command exits.
  init(command: String, columns: Int = 120, rows: Int = 40) throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    paneOutput = try FolderWatch(folder.path)
    // `pipe-pane` in the same client as `new-session`: the server runs both before it reads
    // the first byte the program writes, so nothing the program writes goes unlogged.
    let log = folder.appendingPathComponent("pane.log").path
    try tmux([
      "-f", "/dev/null", "new-session", "-d", "-x", String(columns), "-y", String(rows),
      "sh", "-c", command, ";", "set-option", "-g", "status", "off",
      ";", "pipe-pane", "-O", "exec cat >> '\(log)'",
    ])
    try tmux(["set-option", "-g", "remain-on-exit", "on"])
  }

  deinit {
    _ = try? tmux(["kill-server"])
    try? FileManager.default.removeItem(at: folder)
  }

  /// A tmux format for the pane: `#{alternate_on}`, `#{cursor_flag}`, `#{pane_pid}`.
  func format(_ format: String) throws -> String {
    try tmux(["display-message", "-p", format]).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// What the pane shows now, a line per row (tmux leaves out trailing spaces).
  func screen() throws -> String {
    try tmux(["capture-pane", "-p"])
  }

  /// Types into the pane: `text` as it is, then each of `keys` by its tmux name (`Tab`,
  /// `Enter`).
  func type(_ text: String, then keys: [String] = []) throws {
    if !text.isEmpty { try tmux(["send-keys", "-l", text]) }
    if !keys.isEmpty { try tmux(["send-keys"] + keys) }
  }

  /// Waits until `condition` (a look at the pane) holds, checking it now and each time the
  /// pane's program wrote something (tmux has drawn it by then: it reads the program's output
  /// into the pane before it answers another client), for at most `seconds`, a failure limit.
  func wait(upTo seconds: TimeInterval = 30, for condition: () throws -> Bool) rethrows -> Bool {
    try paneOutput.wait(within: seconds, until: condition)
  }

  /// Runs tmux on this session's socket and returns what it printed, waiting at most 10 s: a
  /// tmux client that hangs (a server busy under load) fails the test, it does not hang the
  /// suite. Output goes to a file: the first call starts the tmux server, which would keep a
  /// pipe open long after the client exits.
  @discardableResult
  private func tmux(_ arguments: [String]) throws -> String {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(socket)-\(UUID().uuidString).out")
    defer { try? FileManager.default.removeItem(at: file) }
    let client = try ChildProcess(
      "/usr/bin/env", ["tmux", "-L", socket] + arguments,
      environment: ["PATH": "/usr/bin:/bin:/usr/local/bin", "TERM": "xterm-256color"],
      stdout: .file(file.path, flags: O_WRONLY | O_CREAT | O_TRUNC))
    let status = client.wait(upTo: 10, killing: true)
    guard status == 0 else { throw TmuxError(arguments: arguments, status: status ?? -1) }
    return (try? String(contentsOf: file, encoding: .utf8)) ?? ""
  }
}

/// tmux exited with a failure (or is not installed, or did not exit within 10 s and was
/// killed: the test fails, it does not skip).
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
