import Foundation

/// A private desktop session for one test of a real host (a panel, a compositor and its bar):
/// a session bus from `dbus-run-session`, and every program the test starts in it, all in one
/// process group that ``stop()`` ends (SIGTERM, then SIGKILL), whether the test passed or not,
/// so no Xvfb, sway, waybar, panel or dbus-daemon outlives its test. `HOME`,
/// `XDG_CONFIG_HOME` and `XDG_RUNTIME_DIR` are in the scratch folder's `session/`.
///
/// With `unprivileged`, every program runs as `nobody` (through `setpriv`): sway refuses to
/// start as root, and a session bus admits only the user who started it, so the bus and every
/// peer (the app under test, busctl, dbus-monitor, grim) are then that user's, and so is the
/// scratch folder.
///
/// One session at a time, whichever suite asks: a desktop is heavy, and the other end-to-end
/// tests share the machine's two cores.
final class HostSession: @unchecked Sendable {
  // `@unchecked Sendable` is safe: `started`, `adopted` and `stopped` are guarded by `lock`;
  // the rest is set in `init` and never changed.
  let scratch: ScratchDirectory
  /// The session bus's address, as `dbus-run-session` gave it.
  let busAddress: String
  private let unprivileged: Bool
  private let leader: Running
  private var started: [ChildProcess] = []
  /// Processes a host started in a session of their own, by pid and start time.
  private var adopted: [(pid: pid_t, startTime: String)] = []
  private var stopped = false
  private let lock = NSLock()
  private static let gate = DispatchSemaphore(value: 1)
  /// `nobody`'s user and group ids in Debian.
  static let nobody = 65_534

  /// Starts the session bus; throws when `dbus-run-session` is missing or gives no address
  /// within 60 s.
  init(in scratch: ScratchDirectory, unprivileged: Bool = false) throws {
    let program = try HostProgram.path("dbus-run-session", package: "dbus")
    self.scratch = scratch
    self.unprivileged = unprivileged
    for folder in ["home", "config", "runtime"] {
      try FileManager.default.createDirectory(
        atPath: scratch.path("session/" + folder), withIntermediateDirectories: true)
    }
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o700], ofItemAtPath: scratch.path("session/runtime"))
    if unprivileged { try Self.giveToNobody(scratch.url.path) }
    Self.gate.wait()
    let environment = Self.environment(in: scratch, busAddress: nil)
    do {
      leader = try Running(
        program: unprivileged ? try HostProgram.path("setpriv", package: "util-linux") : program,
        (unprivileged ? Self.setpriv + [program] : [])
          + ["--", "/bin/sh", "-c", "echo \"$DBUS_SESSION_BUS_ADDRESS\"; exec sleep infinity"],
        environment: environment, processGroup: 0)
    } catch {
      Self.gate.signal()
      throw error
    }
    _ = leader.wait(within: 60) { stdout, _ in stdout.contains("\n") }
    busAddress = leader.soFar.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    guard busAddress.hasPrefix("unix:") else {
      Self.end(leader.child, children: [])
      throw HostProgram.Failure(
        description: "dbus-run-session gave no bus address: \(leader.soFar.stderr)")
    }
  }

  deinit {
    stop()
  }

  /// The variables of every program in the session, with `extra` (the app's) added.
  func environment(_ extra: [String: String] = [:]) -> [String: String] {
    Self.environment(in: scratch, busAddress: busAddress).merging(extra) { _, new in new }
  }

  private static func environment(in scratch: ScratchDirectory, busAddress: String?)
    -> [String: String]
  {
    var variables = [
      "PATH": "/usr/bin:/bin:/usr/sbin:/sbin", "HOME": scratch.path("session/home"),
      "XDG_CONFIG_HOME": scratch.path("session/config"),
      "XDG_RUNTIME_DIR": scratch.path("session/runtime"), "LANG": "C.UTF-8", "TZ": "UTC",
      // No accessibility bus: GTK would start one (and its registry) on the session bus.
      "NO_AT_BRIDGE": "1",
    ]
    variables["DBUS_SESSION_BUS_ADDRESS"] = busAddress
    return variables
  }

  /// Starts `program` (from Debian's `package`, which a failure names; or a path, a built app,
  /// whose `package` is unused) in the session, its output collected; it ends with the
  /// session.
  func start(
    _ program: String, package: String, _ arguments: [String], extra: [String: String] = [:]
  ) throws -> Running {
    let path = program.hasPrefix("/") ? program : try HostProgram.path(program, package: package)
    return try lock.withLock {
      guard !stopped else { throw HostProgram.Failure(description: "the session has ended") }
      let running = try Running(
        program: unprivileged ? try HostProgram.path("setpriv", package: "util-linux") : path,
        (unprivileged ? Self.setpriv + [path] : []) + arguments,
        environment: environment(extra), processGroup: leader.child.pid)
      started.append(running.child)
      return running
    }
  }

  /// Runs `program` in the session to its end (at most 60 s, then it is killed).
  func run(
    _ program: String, package: String, _ arguments: [String], extra: [String: String] = [:]
  ) throws -> CommandRun {
    try start(program, package: package, arguments, extra: extra).finish(within: 60)
  }

  /// Ends every process of the session: SIGTERM to the group, at most 10 s for the bus to go,
  /// then SIGKILL to whatever is left, and reaps the children. Safe to call twice.
  func stop() {
    let ending: (children: [ChildProcess], adopted: [(pid: pid_t, startTime: String)])? =
      lock.withLock {
        guard !stopped else { return nil }
        stopped = true
        return (started, adopted)
      }
    guard let ending else { return }
    Self.end(leader.child, children: ending.children, adopted: ending.adopted)
  }

  /// Ends `pid` with the session too: a program that a host started in a session of its own
  /// (sway's `exec` calls `setsid`), so outside the group. It is known by its start time as
  /// well, so that a pid given to another process meanwhile is never signalled.
  func adopt(_ pid: pid_t) {
    guard let startTime = Self.startTime(of: pid) else { return }
    lock.withLock { adopted.append((pid, startTime)) }
  }

  /// The start time of process `pid` (`/proc/PID/stat`'s 22nd field), `nil` when it is gone.
  private static func startTime(of pid: pid_t) -> String? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let name = stat.lastIndex(of: ")")
    else { return nil }
    // After the name come the fields from the 3rd on.
    let fields = stat[stat.index(after: name)...].split(separator: " ")
    return fields.count > 19 ? String(fields[19]) : nil
  }

  /// Ends the group `leader` leads and the adopted processes, and lets the next session start.
  private static func end(
    _ leader: ChildProcess, children: [ChildProcess],
    adopted: [(pid: pid_t, startTime: String)] = []
  ) {
    // The leader is not reaped before the last signal: until then its pid names our group.
    leader.sendToGroup(SIGTERM)
    _ = leader.changes.wait(within: 10) { leader.hasExited }
    leader.sendToGroup(SIGKILL)
    // An adopted process usually ends with its host (waybar with sway); one still there is
    // killed, and its own parent reaps it.
    for process in adopted where startTime(of: process.pid) == process.startTime {
      kill(process.pid, SIGKILL)
    }
    leader.wait(upTo: 10)
    for child in children { child.wait(upTo: 10) }
    gate.signal()
  }

  /// `setpriv`'s words that run the next program as `nobody`, with no supplementary group.
  private static let setpriv = [
    "--reuid=\(nobody)", "--regid=\(nobody)", "--clear-groups", "--",
  ]

  /// Makes `path` and everything below it `nobody`'s.
  static func giveToNobody(_ path: String) throws {
    var paths = [path]
    if let walker = FileManager.default.enumerator(atPath: path) {
      while let relative = walker.nextObject() as? String { paths.append(path + "/" + relative) }
    }
    for item in paths where lchown(item, uid_t(nobody), gid_t(nobody)) != 0 {
      throw HostProgram.Failure(
        description: "cannot give \(item) to nobody: \(String(cString: strerror(errno)))")
    }
  }
}
