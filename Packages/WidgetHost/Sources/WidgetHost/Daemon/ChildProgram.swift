import AppCommandLine
import CLinuxEvents
import Foundation
import Spawning
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Runs the desktop's programs (`xdg-open`, a terminal) the one way the apps do: found on
/// `PATH`, given argv (never a shell), stdin and stderr on `/dev/null`, stdout on a pipe, and
/// started as a fresh process would be (``FreshSpawn``): no signal blocked, every handler at its
/// default, whatever the thread that starts it had. Every wait for one has a deadline, and a running
/// service ends the children it started when it stops (``terminateAll()``).
final class ChildProgram: Sendable {
  /// The child's process id.
  let pid: pid_t
  private let output: Int32
  private let status = Mutex<Int32?>(nil)

  /// The children started and not yet reaped.
  private static let running = Mutex<Set<pid_t>>([])

  /// The executable `name` on `PATH`, if there is one.
  static func find(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(name)" }
      .first(where: FileManager.default.isExecutableFile(atPath:))
  }

  /// Starts `program` with `arguments`, and the process's environment with `adding` set
  /// (`XDG_ACTIVATION_TOKEN`); `nil` when it could not start.
  ///
  /// - Parameters:
  ///   - argument0: its `argv[0]` (the app's name, for the one program), else `program`.
  ///   - sharingStderr: whether its stderr is this process's (a refresher worker's lines go
  ///     to the service's journal), else `/dev/null`.
  init?(
    _ program: String, _ arguments: [String], argument0: String? = nil,
    adding variables: [String: String] = [:], sharingStderr: Bool = false
  ) {
    var ends: [Int32] = [0, 0]
    guard clinux_pipe2(&ends, Int32(O_CLOEXEC)) == 0 else { return nil }
    let environment =
      variables.isEmpty
      ? nil
      : ProcessInfo.processInfo.environment.merging(variables) { $1 }.map { "\($0)=\($1)" }
    let started = Self.running.withLock { running in
      let pid = try? FreshSpawn.start(
        program, [argument0 ?? program] + arguments, environment: environment,
        stdout: .descriptor(ends[1]), stderr: sharingStderr ? .inherited : .null)
      if let pid { running.insert(pid) }
      return pid
    }
    close(ends[1])
    guard let pid = started else {
      close(ends[0])
      return nil
    }
    self.pid = pid
    output = ends[0]
  }

  deinit {
    close(output)
  }

  /// Runs `program` with `arguments` to its end, at most `limit`; its status and the first
  /// 4 KiB of its stdout, or `nil` when it could not start or ran past the limit (then it is
  /// ended).
  static func run(
    _ program: String, _ arguments: [String], limit: Duration = .seconds(10),
    adding variables: [String: String] = [:]
  ) -> (status: Int32, output: String)? {
    guard let child = ChildProgram(program, arguments, adding: variables) else { return nil }
    let deadline = ContinuousClock.now + limit
    var output = Data()
    while let chunk = child.read(until: deadline) {
      if output.count < 4096 { output.append(chunk.prefix(4096 - output.count)) }
    }
    guard let status = child.wait(until: deadline) else {
      child.terminate()
      return nil
    }
    return (status, String(decoding: output, as: UTF8.self))
  }

  /// The next bytes of the child's stdout, waiting at most until `deadline`; `nil` at its
  /// end, on an error, or when the deadline came.
  func read(until deadline: ContinuousClock.Instant?) -> Data? {
    var ready = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
    while true {
      let timeout = deadline.map { Self.milliseconds(until: $0) } ?? -1
      let count = poll(&ready, 1, timeout)
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return nil }
      var buffer = [UInt8](repeating: 0, count: 4096)
      let read = Glibc.read(output, &buffer, buffer.count)
      if read < 0, errno == EINTR { continue }
      return read > 0 ? Data(buffer[..<read]) : nil
    }
  }

  /// Reaps the child, waiting at most until `deadline`; its exit status (128 + the signal
  /// that ended it), or `nil` while it still runs.
  func wait(until deadline: ContinuousClock.Instant) -> Int32? {
    while true {
      if let status = reap(blocking: false) { return status }
      if ContinuousClock.now >= deadline { return nil }
      usleep(10_000)
    }
  }

  /// Ends the child: `SIGTERM`, then `SIGKILL` a second later if it is still there; reaped.
  func terminate() {
    guard status.withLock({ $0 }) == nil else { return }
    kill(pid, SIGTERM)
    if wait(until: .now + .seconds(1)) == nil {
      kill(pid, SIGKILL)
      _ = reap(blocking: true)
    }
  }

  /// Sends `SIGTERM` to every child still running (a stopping service's): none outlives it.
  static func terminateAll() {
    for pid in running.withLock({ $0 }) { kill(pid, SIGTERM) }
  }

  private func reap(blocking: Bool) -> Int32? {
    status.withLock { known in
      if let known { return known }
      var raw: Int32 = 0
      var reaped: pid_t
      repeat {
        reaped = waitpid(pid, &raw, blocking ? 0 : WNOHANG)
      } while reaped == -1 && errno == EINTR
      guard reaped == pid else { return nil }
      _ = Self.running.withLock { $0.remove(pid) }
      // WIFEXITED, WEXITSTATUS and WTERMSIG, which Swift does not import.
      let signal = raw & 0x7f
      known = signal == 0 ? (raw >> 8) & 0xff : 128 + signal
      return known
    }
  }

  private static func milliseconds(until deadline: ContinuousClock.Instant) -> Int32 {
    let left = ContinuousClock.now.duration(to: deadline)
    guard left > .zero else { return 0 }
    let (seconds, attoseconds) = left.components
    return Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1)
  }
}
