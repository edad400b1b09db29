import Foundation
import Testing

/// A desktop without a desktop environment, as under i3 or sway: a scratch home with its own
/// `XDG_DATA_HOME`, `XDG_CONFIG_HOME` and `XDG_DATA_DIRS`, a `DISPLAY` and no
/// `XDG_CURRENT_DESKTOP`, so the real `xdg-open` takes its generic path and the real `gio open`
/// reads the same files. Its terminal (`x-terminal-emulator` for xdg-open, `xterm` for GLib) is a
/// stub on `PATH` that records the words it was started with, runs them as a terminal's `-e`
/// does and records what that printed, so a test sees exactly what a click or a link ran.
/// The stubs, the records and the output of the programs run are in the scratch folder's
/// `desktop/`.
struct DesktopSession {
  /// How a link is opened.
  enum Opener: String, CaseIterable, CustomStringConvertible, Sendable {
    /// xdg-utils' `xdg-open URL`, generic mode.
    case xdgOpen = "xdg-open"
    /// GLib's `gio open URL`.
    case gio

    var description: String { rawValue }
  }

  /// What the stub terminal saw and what the command it ran did.
  struct Opened {
    /// The terminal's arguments: `-e`, then the command's words.
    var terminalArguments: [String]
    /// The command's exit status, standard output and error.
    var status: Int32
    var stdout: String
    var stderr: String
  }

  let scratch: ScratchDirectory
  /// `HOME`.
  let home: String
  /// Where the desktop's variables point; `XDG_DATA_DIRS` is `dataDirs` joined with `:`.
  let dataHome: String
  let configHome: String
  let dataDirs: [String]

  /// A session in `scratch`, with `dataDirs` as `XDG_DATA_DIRS` (an empty folder if none).
  init(
    in scratch: ScratchDirectory, home: String? = nil, dataHome: String? = nil,
    dataDirs: [String]? = nil
  ) throws {
    self.scratch = scratch
    self.home = home ?? scratch.path("home")
    self.dataHome = dataHome ?? self.home + "/.local/share"
    configHome = self.home + "/.config"
    self.dataDirs = dataDirs ?? [scratch.path("desktop/no-system-data")]
    for folder in [self.home, scratch.path("desktop/stubs")] + self.dataDirs {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }
    for name in ["x-terminal-emulator", "xterm"] {
      try ExecutableFile.write(Self.terminal, to: scratch.path("desktop/stubs/\(name)"))
    }
  }

  /// The variables of every program run here, with `extra` (the app's base URL, say) added.
  func environment(_ extra: [String: String] = [:]) -> [String: String] {
    [
      "HOME": home, "XDG_DATA_HOME": dataHome, "XDG_CONFIG_HOME": configHome,
      "XDG_DATA_DIRS": dataDirs.joined(separator: ":"), "DISPLAY": ":99",
      "PATH": scratch.path("desktop/stubs") + ":/usr/bin:/bin:/usr/sbin:/sbin", "LC_ALL": "C.UTF-8",
      "TERMINAL_RECORD": scratch.path("desktop/terminal"),
    ].merging(extra) { _, new in new }
  }

  /// Runs `program` (from `PATH`) with `arguments` here, without a controlling terminal.
  func run(_ program: String, _ arguments: [String], extra: [String: String] = [:]) throws
    -> CommandRun
  {
    let output = scratch.path("desktop/run-\(UUID().uuidString)")
    let child = try ChildProcess(
      "/usr/bin/setsid", ["-w", program] + arguments, environment: environment(extra),
      stdout: .file(output + ".out", flags: O_WRONLY | O_CREAT | O_TRUNC),
      stderr: .file(output + ".err", flags: O_WRONLY | O_CREAT | O_TRUNC))
    let status = child.wait(upTo: 60) ?? -1
    return CommandRun(
      status: status,
      stdout: (try? String(contentsOfFile: output + ".out", encoding: .utf8)) ?? "",
      stderr: (try? String(contentsOfFile: output + ".err", encoding: .utf8)) ?? "")
  }

  /// Installs `app`'s desktop entry for the executable at `executable`, as `generate
  /// desktop-entry --exec` prints it, and makes it the scheme's handler with the real xdg-mime.
  func install(_ app: String, executable: String) throws {
    let entry = try CommandRun.run(app, ["generate", "desktop-entry", "--exec", executable])
    #expect(entry.status == 0, "\(entry.stderr)")
    try FileManager.default.createDirectory(
      atPath: dataHome + "/applications", withIntermediateDirectories: true)
    try entry.stdout.write(
      toFile: dataHome + "/applications/\(app).desktop", atomically: true, encoding: .utf8)
    let registered = try run("xdg-mime", ["default", "\(app).desktop", "x-scheme-handler/\(app)"])
    #expect(registered.status == 0, "\(registered.stderr)")
  }

  /// Opens `url` with `opener` and waits (at most 60 s) for the command the terminal ran to
  /// end; `nil` if the terminal never ran one.
  func open(_ url: String, with opener: Opener, extra: [String: String] = [:]) throws -> Opened? {
    try launch(opener.rawValue, opener == .gio ? ["open", url] : [url], extra: extra)
  }

  /// Runs `program` with `arguments`, which should start the terminal, and waits (at most
  /// 60 s) for the command the terminal ran to end; `nil` if the terminal never ran one.
  func launch(_ program: String, _ arguments: [String], extra: [String: String] = [:]) throws
    -> Opened?
  {
    let record = scratch.path("desktop/terminal")
    for suffix in [".argv", ".out", ".err", ".status"] {
      try? FileManager.default.removeItem(atPath: record + suffix)
    }
    // The stub terminal's last record is its status, renamed into place: watched from before
    // the program starts, so the rename wakes the wait.
    let records = try FolderWatch(scratch.path("desktop"))
    let launched = try run(program, arguments, extra: extra)
    #expect(launched.status == 0, "\(program) \(arguments): \(launched.stderr)")
    // gio starts the terminal and returns; xdg-open waits for it.
    _ = records.wait(within: 60) { FileManager.default.fileExists(atPath: record + ".status") }
    let read = { (suffix: String) in try? String(contentsOfFile: record + suffix, encoding: .utf8) }
    guard let arguments = read(".argv") else { return nil }
    // A command still running after a minute has status -1.
    let status = read(".status").flatMap {
      Int32($0.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    return Opened(
      terminalArguments: arguments.split(separator: "\n", omittingEmptySubsequences: false)
        .dropLast().map(String.init),
      status: status ?? -1, stdout: read(".out") ?? "", stderr: read(".err") ?? "")
  }

  /// The stub terminal: records its arguments one per line, runs what follows `-e` (as
  /// x-terminal-emulator and xterm do) and records its output, then its status, last.
  static let terminal = """
    #!/bin/sh
    printf '%s\\n' "$@" > "$TERMINAL_RECORD.argv"
    [ "$1" = -e ] && shift
    "$@" > "$TERMINAL_RECORD.out" 2> "$TERMINAL_RECORD.err"
    echo $? > "$TERMINAL_RECORD.status.new"
    mv "$TERMINAL_RECORD.status.new" "$TERMINAL_RECORD.status"

    """
}
