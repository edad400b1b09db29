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

  /// Runs `executable`, sends it SIGTERM after `seconds`, and returns what it did by then.
  static func runUntilTerminated(
    _ executable: String, _ arguments: [String], after seconds: TimeInterval,
    environment: [String: String]
  ) throws -> CommandRun {
    let running = try Running(executable, arguments, environment: environment)
    Thread.sleep(forTimeInterval: seconds)
    running.process.terminate()
    return running.finish(within: 10)
  }
}

/// A started child process whose output is being collected.
struct Running {
  let process = Process()
  private let output: ReadAll
  private let errors: ReadAll

  init(_ executable: String, _ arguments: [String], environment: [String: String]) throws {
    process.executableURL = BuiltProducts.executable(executable)
    process.arguments = arguments
    var base = ["PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory(), "TERM": "dumb"]
    base.merge(environment) { _, new in new }
    process.environment = base
    let outPipe = Pipe()
    let errPipe = Pipe()
    process.standardOutput = outPipe
    process.standardError = errPipe
    process.standardInput = FileHandle.nullDevice
    try process.run()
    output = ReadAll(outPipe.fileHandleForReading)
    errors = ReadAll(errPipe.fileHandleForReading)
  }

  /// Waits for the process to end, killing it after `timeout` seconds, and collects its output.
  func finish(within timeout: TimeInterval) -> CommandRun {
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning, Date() < deadline { usleep(10_000) }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    return CommandRun(
      status: process.terminationStatus,
      stdout: String(decoding: output.wait(), as: UTF8.self),
      stderr: String(decoding: errors.wait(), as: UTF8.self))
  }
}

/// Reads a pipe to its end on a background thread, so a chatty child never blocks on a full
/// pipe; `@unchecked Sendable` is safe: `data` is written once before the semaphore signals.
final class ReadAll: @unchecked Sendable {
  private var data = Data()
  private let done = DispatchSemaphore(value: 0)

  init(_ handle: FileHandle) {
    Thread.detachNewThread { [self] in
      data = handle.readDataToEndOfFile()
      done.signal()
    }
  }

  func wait() -> Data {
    done.wait()
    return data
  }
}
