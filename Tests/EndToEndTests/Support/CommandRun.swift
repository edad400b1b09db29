import Foundation

/// The outcome of running a built executable: its exit status and what it wrote.
struct CommandRun: Sendable {
  var status: Int32
  var stdout: String
  var stderr: String

  /// Runs `executable` with `arguments` and `environment` (added to a minimal one), feeding it no
  /// input, and waits at most `timeout` seconds before killing it.
  static func run(
    _ executable: String, _ arguments: [String], environment: [String: String] = [:],
    timeout: TimeInterval = 60
  ) throws -> CommandRun {
    let running = try Running(executable, arguments, environment: environment)
    return running.finish(within: timeout)
  }

  /// Runs the program at `path` (not a built executable: `/bin/bash`) as ``run(_:_:environment:timeout:)`` does.
  static func run(
    program path: String, _ arguments: [String], environment: [String: String] = [:],
    timeout: TimeInterval = 60
  ) throws -> CommandRun {
    let running = try Running(program: path, arguments, environment: environment)
    return running.finish(within: timeout)
  }

  /// Runs `executable` until what it has written satisfies `condition` (checked each time it
  /// writes, for at most `timeout` seconds), then sends it SIGTERM and returns what it did: a
  /// test of a long-running command waits for what it expects, not for a fixed time. With
  /// `terminal`, its stdout is that pseudo-terminal (`--watch` needs one), read as a pipe
  /// would be.
  static func runUntil(
    _ executable: String, _ arguments: [String], environment: [String: String],
    terminal: PseudoTerminal? = nil, timeout: TimeInterval = 30,
    _ condition: (_ stdout: String, _ stderr: String) throws -> Bool
  ) throws -> CommandRun {
    let running = try Running(
      program: BuiltProducts.executable(executable).path, arguments, environment: environment,
      terminal: terminal)
    _ = try running.wait(within: timeout, until: condition)
    running.child.send(SIGTERM)
    return running.finish(within: 10)
  }
}

/// A started built executable whose output is being collected.
struct Running {
  let child: ChildProcess
  private let output: ReadAll
  private let errors: ReadAll
  /// Kept open while the output is read.
  private let terminal: PseudoTerminal?

  init(_ executable: String, _ arguments: [String], environment: [String: String]) throws {
    try self.init(
      program: BuiltProducts.executable(executable).path, arguments, environment: environment)
  }

  /// Starts the program at `path` (`/bin/bash`, to run a built executable under `ulimit`),
  /// its stdout a pipe, or `terminal` when given; in `processGroup` when given (see
  /// ``ChildProcess``).
  init(
    program path: String, _ arguments: [String], environment: [String: String],
    terminal: PseudoTerminal? = nil, processGroup: pid_t? = nil
  ) throws {
    var variables = ["PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory(), "TERM": "dumb"]
    variables.merge(environment) { _, new in new }
    child = try ChildProcess(
      path, arguments, environment: variables, stdout: terminal?.stream ?? .pipe, stderr: .pipe,
      processGroup: processGroup)
    // A terminal's descriptor stays the terminal's to close; the reader gets a copy of it.
    output = ReadAll(
      taking: terminal.map { fcntl($0.descriptor, F_DUPFD_CLOEXEC, 0) } ?? child.take(1),
      noting: child.changes)
    errors = ReadAll(taking: child.take(2), noting: child.changes)
    self.terminal = terminal
  }

  /// What the process has written so far.
  var soFar: (stdout: String, stderr: String) {
    (String(decoding: output.soFar, as: UTF8.self), String(decoding: errors.soFar, as: UTF8.self))
  }

  /// Waits until what the process has written satisfies `condition`, checking it each time the
  /// process writes, for at most `seconds` (a failure limit, see ``Changes``); whether it did.
  func wait(
    within seconds: TimeInterval = 30,
    until condition: (_ stdout: String, _ stderr: String) throws -> Bool
  ) rethrows -> Bool {
    try child.wait(for: output, errors, within: seconds, until: condition)
  }

  /// Waits for the process to end, killing it after `timeout` seconds, and collects its output.
  func finish(within timeout: TimeInterval) -> CommandRun {
    let status = child.wait(upTo: timeout) ?? -1
    return CommandRun(
      status: status,
      stdout: String(decoding: output.wait(), as: UTF8.self),
      stderr: String(decoding: errors.wait(), as: UTF8.self))
  }
}

/// How many widget frames a `--watch` run drew: each starts with the frame's top-left corner.
func frames(_ stdout: String) -> Int {
  stdout.components(separatedBy: "╭────").count - 1
}
