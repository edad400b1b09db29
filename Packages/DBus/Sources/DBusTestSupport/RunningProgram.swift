import DBus
import Foundation
import Spawning

/// A real program (dbus-daemon, gdbus, busctl) started with `FreshSpawn`, its stdout and
/// stderr read through pipes by a `poll` loop that also serves a D-Bus connection, so that the
/// program can call the test's objects while the test waits for it. A program missing from
/// `PATH` is a failure, never a skipped test.
public final class RunningProgram {
  /// How a run ended.
  public struct Output: Sendable {
    /// The exit status, or 128 + the signal.
    public var status: Int32
    /// What it printed on stdout.
    public var stdout: String
    /// What it printed on stderr.
    public var stderr: String
  }

  /// How long any wait of a test may take: only a hang reaches it.
  public static let patience: Duration = .seconds(60)

  /// The program's name.
  public let name: String
  /// Its process id.
  public let pid: pid_t
  private var pipes: [Int32]
  private var output: [[UInt8]] = [[], []]
  private var exitStatus: Int32?

  /// Starts `name` (found on `PATH`) with `arguments`, stdin from /dev/null.
  public init(_ name: String, _ arguments: [String]) throws {
    let path = try Self.find(name)
    var outputs: [Int32] = []
    var writers: [Int32] = []
    for _ in 0..<2 {
      var ends: [Int32] = [0, 0]
      guard pipe(&ends) == 0 else { throw TestFailure("pipe failed: errno \(errno)") }
      _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
      // Both ends close on exec (the child's stdout and stderr are dup2 copies, which do not):
      // a program another test starts meanwhile must not hold a writer, or this one's reader
      // would wait for that program's end to see the end of output.
      _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
      _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
      outputs.append(ends[0])
      writers.append(ends[1])
    }
    let started = Result { () throws(POSIXError) in
      try FreshSpawn.start(
        path, [path] + arguments, stdout: .descriptor(writers[0]),
        stderr: .descriptor(writers[1]))
    }
    for writer in writers { close(writer) }
    guard case .success(let child) = started else {
      for output in outputs { close(output) }
      throw TestFailure("could not start \(path): \(started)")
    }
    self.name = name
    self.pid = child
    self.pipes = outputs
  }

  deinit {
    if exitStatus == nil {
      kill(pid, SIGKILL)
      _ = reap()
    }
    for fd in pipes where fd >= 0 { close(fd) }
  }

  /// What the program printed on stdout so far.
  public var stdout: String { String(decoding: output[0], as: UTF8.self) }

  /// The bytes the program wrote on stdout so far.
  public var stdoutBytes: [UInt8] { output[0] }

  /// Runs the loop until the program has closed its outputs and exited, answering the method
  /// calls of `connection` from `table` meanwhile (other messages are dropped). When
  /// `stopWhen` holds for the output so far, the program gets SIGTERM.
  public func finish(
    serving connection: DBusConnection? = nil, table: DBusObjectTable? = nil,
    stopWhen: ((String) -> Bool)? = nil
  ) throws -> Output {
    var stopping = false
    try loop(serving: connection, table: table) {
      if !stopping, let stopWhen, stopWhen(stdout) {
        kill(pid, SIGTERM)
        stopping = true
      }
      return false
    }
    let status = reap()
    pipes = []
    return Output(
      status: status, stdout: stdout, stderr: String(decoding: output[1], as: UTF8.self))
  }

  /// Waits until `condition` holds for what the program printed on stdout.
  public func waitForStdout(_ condition: (String) -> Bool) throws {
    try waitForOutput { _ in condition(stdout) }
  }

  /// Waits until `condition` holds for the bytes the program wrote on stdout.
  public func waitForOutput(_ condition: ([UInt8]) -> Bool) throws {
    try loop(serving: nil, table: nil) { condition(output[0]) }
    guard condition(output[0]) else {
      throw TestFailure("\(name) ended without the output awaited: \(stdout)")
    }
  }

  /// Polls the program's pipes (and `connection`) until `done` holds or the pipes are closed,
  /// at most ``patience``.
  private func loop(
    serving connection: DBusConnection?, table: DBusObjectTable?, done: () -> Bool
  ) throws {
    let deadline = ContinuousClock.now + Self.patience
    while pipes.contains(where: { $0 >= 0 }) {
      if let connection {
        while let message = connection.nextMessage() {
          if let table { try table.dispatch(message, on: connection) }
        }
      }
      if done() { return }
      var entries = pipes.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
      if let connection {
        entries.append(pollfd(fd: connection.fileDescriptor, events: Int16(POLLIN), revents: 0))
      }
      let left = deadline - ContinuousClock.now
      guard left > .zero else {
        kill(pid, SIGKILL)
        throw TestFailure(
          "\(name) ran over \(Self.patience): \(stdout) \(String(decoding: output[1], as: UTF8.self))"
        )
      }
      let milliseconds = Int32(min(left / .milliseconds(1), 60_000).rounded(.up))
      let ready = poll(&entries, nfds_t(entries.count), milliseconds)
      guard ready >= 0 || errno == EINTR else { throw TestFailure("poll: errno \(errno)") }
      readPipes()
      if let connection, entries.count > pipes.count, entries[pipes.count].revents != 0 {
        try connection.readAvailable()
      }
    }
  }

  /// Reads what the pipes hold; a pipe at its end is closed and marked -1.
  public func readPipes() {
    var chunk = [UInt8](repeating: 0, count: 65_536)
    for index in pipes.indices where pipes[index] >= 0 {
      while true {
        let count = read(pipes[index], &chunk, chunk.count)
        if count > 0 {
          output[index] += chunk[..<count]
        } else if count == 0 || errno != EINTR {
          if count == 0 || (errno != EAGAIN && errno != EWOULDBLOCK) {
            close(pipes[index])
            pipes[index] = -1
          }
          break
        }
      }
    }
  }

  /// Sends SIGTERM and waits for the program's exit (once: later calls return the status).
  @discardableResult
  public func stop() -> Int32 {
    if let exitStatus { return exitStatus }
    kill(pid, SIGTERM)
    let status = reap()
    for fd in pipes where fd >= 0 { close(fd) }
    pipes = []
    return status
  }

  /// Waits for the exit; the status, or 128 + the signal.
  private func reap() -> Int32 {
    if let exitStatus { return exitStatus }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1, errno == EINTR {}
    let signal = status & 0x7f
    let result = signal == 0 ? (status >> 8) & 0xff : 128 + signal
    exitStatus = result
    return result
  }

  /// The full path of `name` on `PATH`.
  public static func find(_ name: String) throws -> String {
    let searchPath = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in searchPath.split(separator: ":") {
      let candidate = "\(folder)/\(name)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    throw TestFailure(
      "\(name) is not installed (not on PATH \(searchPath)); the D-Bus tests run the real "
        + "program: install it (.ci/run does)")
  }
}
