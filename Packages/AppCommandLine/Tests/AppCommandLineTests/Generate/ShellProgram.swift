import Foundation
import Spawning

/// A real shell, found on `PATH` and run to completion with a time limit, its output captured
/// in files. Started with `FreshSpawn` and reaped with `waitpid` on its own pid (not
/// `Process`, which on Linux sometimes misses a child's exit when tests run in parallel).
struct ShellProgram {
  /// What a run printed and how it ended.
  struct Output {
    var status: Int32
    var stdout: String
    var stderr: String

    /// The lines of stdout, without empty ones.
    var lines: [String] {
      stdout.split(whereSeparator: \.isNewline).map(String.init)
    }
  }

  /// Why a run could not be had.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// The program's full path: `/usr/bin/bash`.
  let path: String

  /// Finds `name` on `PATH`; a missing shell is a failure, never a skipped test.
  init(_ name: String) throws {
    let searchPath = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    let candidates = searchPath.split(separator: ":").map { "\($0)/\(name)" }
    guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) })
    else {
      throw Failure(
        description: "\(name) is not installed (not on PATH \(searchPath)); the completion "
          + "tests run the real shell and need it")
    }
    path = found
  }

  /// Runs the program with `arguments` in `directory`, with `HOME` there too, and waits at
  /// most `seconds`.
  func run(_ arguments: [String], in directory: URL, seconds: Double = 60) throws -> Output {
    let stdoutFile = directory.appendingPathComponent("stdout-\(UUID().uuidString)").path
    let stderrFile = directory.appendingPathComponent("stderr-\(UUID().uuidString)").path
    defer {
      try? FileManager.default.removeItem(atPath: stdoutFile)
      try? FileManager.default.removeItem(atPath: stderrFile)
    }
    let environment = [
      "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
      "HOME": directory.path, "XDG_CONFIG_HOME": directory.path + "/config",
      "XDG_DATA_HOME": directory.path + "/data", "LANG": "C.UTF-8", "TERM": "xterm",
    ]
    let pid = try spawn(
      arguments, environment: environment, directory: directory.path,
      stdout: stdoutFile, stderr: stderrFile)
    let status = try wait(for: pid, seconds: seconds, arguments: arguments)
    return Output(
      status: status,
      stdout: (try? String(contentsOfFile: stdoutFile, encoding: .utf8)) ?? "",
      stderr: (try? String(contentsOfFile: stderrFile, encoding: .utf8)) ?? "")
  }

  private func spawn(
    _ arguments: [String], environment: [String: String], directory: String,
    stdout: String, stderr: String
  ) throws -> pid_t {
    // The shell starts in `directory`: a small script, as glibc's posix_spawn has no chdir.
    let words = ["/bin/sh", "-c", #"cd "$1" && shift && exec "$@""#, "sh", directory, path]
    do {
      return try FreshSpawn.start(
        "/bin/sh", words + arguments, environment: environment.map { "\($0.key)=\($0.value)" },
        stdout: .file(stdout), stderr: .file(stderr))
    } catch {
      throw Failure(description: "could not start \(path): \(error)")
    }
  }

  /// Waits for the shell's exit, at most `seconds` (a failure limit): a thread of its own waits
  /// for it with `waitid` and `WNOWAIT`, which leaves the shell to be reaped here, after a
  /// kill if it ran over, so the pid killed is still the shell's.
  private func wait(for pid: pid_t, seconds: Double, arguments: [String]) throws -> Int32 {
    let exited = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      var info = siginfo_t()
      while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) != 0, errno == EINTR {}
      exited.signal()
    }
    let ranOver = exited.wait(timeout: .now() + seconds) == .timedOut
    if ranOver { kill(pid, SIGKILL) }
    var status: Int32 = 0
    var reaped: pid_t
    repeat {
      reaped = waitpid(pid, &status, 0)
    } while reaped == -1 && errno == EINTR
    guard reaped == pid else {
      throw Failure(description: "lost \(path): waitpid failed with errno \(errno)")
    }
    guard !ranOver else {
      throw Failure(description: "\(path) \(arguments) ran over \(seconds) s and was killed")
    }
    let signal = status & 0x7f
    return signal == 0 ? (status >> 8) & 0xff : 128 + signal
  }
}
