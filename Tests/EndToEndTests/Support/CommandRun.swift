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
    let process = Process()
    process.executableURL = BuiltProducts.executable(executable)
    process.arguments = arguments
    var base = ["PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory(), "TERM": "dumb"]
    base.merge(environment) { _, new in new }
    process.environment = base
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let outData = ReadAll(output.fileHandleForReading)
    let errData = ReadAll(errors.fileHandleForReading)
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning, Date() < deadline { usleep(10_000) }
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
    return CommandRun(
      status: process.terminationStatus,
      stdout: String(decoding: outData.wait(), as: UTF8.self),
      stderr: String(decoding: errData.wait(), as: UTF8.self))
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

extension CommandRun {
  /// Runs `executable`, sends it SIGTERM after `seconds`, and returns what it did by then.
  static func runUntilTerminated(
    _ executable: String, _ arguments: [String], after seconds: TimeInterval,
    environment: [String: String]
  ) throws -> CommandRun {
    let process = Process()
    process.executableURL = BuiltProducts.executable(executable)
    process.arguments = arguments
    var base = ["PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory(), "TERM": "dumb"]
    base.merge(environment) { _, new in new }
    process.environment = base
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let outData = ReadAll(output.fileHandleForReading)
    let errData = ReadAll(errors.fileHandleForReading)
    Thread.sleep(forTimeInterval: seconds)
    process.terminate()
    let deadline = Date().addingTimeInterval(10)
    while process.isRunning, Date() < deadline { usleep(10_000) }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    return CommandRun(
      status: process.terminationStatus,
      stdout: String(decoding: outData.wait(), as: UTF8.self),
      stderr: String(decoding: errData.wait(), as: UTF8.self))
  }
}
