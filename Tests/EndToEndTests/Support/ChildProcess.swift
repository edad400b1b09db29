import Foundation
import Spawning
import Synchronization

/// A child process started with `posix_spawn` and reaped with `waitpid` on its own pid.
///
/// A thread of its own waits for the child's exit (`waitid` with `WNOWAIT`, which leaves the
/// child to be reaped) and notes it in ``changes``: ``wait(upTo:killing:)`` and the waits on
/// what the child wrote wake at its exit, they do not poll for it.
///
/// Not `Process`: on Linux, `Process` launched from several test threads at once sometimes
/// never noticed a child's exit (the child stayed a zombie and `waitUntilExit` hung the whole
/// run). Every pipe this creates is close-on-exec, so no other child (a tmux server
/// that outlives its test, say) holds a pipe open and keeps a reader from its end.
final class ChildProcess: @unchecked Sendable {
  // `@unchecked Sendable` is safe: `pid` never changes; `pipes` and `exitStatus` are guarded
  // by `lock`; `exited` and `changes` are themselves thread-safe.
  /// Where one of the child's standard streams goes.
  enum Stream {
    /// `/dev/null`.
    case null
    /// A file opened with `flags` (`O_WRONLY | O_CREAT | O_TRUNC`, say).
    case file(String, flags: Int32)
    /// A new pipe whose other end ``ChildProcess/pipes`` holds for this process to read.
    case pipe
  }

  let pid: pid_t
  /// Noted when the child exits; the readers of its output (``ReadAll``) may note theirs here.
  let changes = Changes()
  private let exited = ExitSeen()
  /// The reading ends of the child's `.pipe` streams, by descriptor (1 or 2), that this object
  /// still owns: ``take(_:)`` hands one over, `deinit` closes the rest.
  private var pipes: [Int32: Int32]
  private let lock = NSLock()
  private static let spawning = NSLock()
  private var exitStatus: Int32?

  /// Starts `path` with `arguments` and exactly `environment`; `descriptors` gives the child
  /// more descriptors (its number: this process's descriptor, duplicated there), such as
  /// Chromium's `--remote-debugging-pipe` on 3 and 4. With `processGroup`, the child joins
  /// that process group (0: a new one, led by the child), so that one `kill` to the group ends
  /// it with everything it started.
  init(
    _ path: String, _ arguments: [String], environment: [String: String],
    stdin: Stream = .null, stdout: Stream = .null, stderr: Stream = .null,
    descriptors: [Int32: Int32] = [:], processGroup: pid_t? = nil
  ) throws {
    // One spawn at a time: a pipe is close-on-exec only from its `fcntl` on (glibc's `pipe2`
    // is not imported), and no other spawn may fork in between.
    Self.spawning.lock()
    defer { Self.spawning.unlock() }
    var readEnds: [Int32: Int32] = [:]
    var writeEnds: [Int32] = []
    defer { for end in writeEnds { close(end) } }
    var streams: [FreshSpawn.Stream] = []
    for (descriptor, stream) in [(Int32(0), stdin), (1, stdout), (2, stderr)] {
      switch stream {
      case .null:
        streams.append(.null)
      case .file(let file, let flags):
        streams.append(.file(file, flags: flags))
      case .pipe:
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw POSIXError(.EMFILE) }
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        readEnds[descriptor] = ends[0]
        writeEnds.append(ends[1])
        streams.append(.descriptor(ends[1]))
      }
    }
    // A child starts with no signal blocked and every handler at its default, whatever the
    // spawning thread had (FreshSpawn): a tmux server that inherited a blocked SIGCHLD never
    // reaped its pane, so `kill-server` never finished.
    let pid: pid_t
    do {
      pid = try FreshSpawn.start(
        path, [path] + arguments, environment: environment.map { "\($0.key)=\($0.value)" },
        stdin: streams[0], stdout: streams[1], stderr: streams[2], descriptors: descriptors,
        processGroup: processGroup)
    } catch {
      for end in readEnds.values { close(end) }
      throw error
    }
    self.pid = pid
    self.pipes = readEnds
    let exited = exited
    let changes = changes
    Thread.detachNewThread { [pid] in
      // Only `reap` reaps, holding `lock`: `send` never signals a pid that was reaped and
      // given to another process meanwhile.
      var info = siginfo_t()
      while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) != 0, errno == EINTR {}
      exited.see()
      changes.note()
    }
  }

  deinit {
    for end in pipes.values { close(end) }
  }

  /// Runs `body` while no child is being spawned: a descriptor that `body` opens and closes
  /// (a stand-in program being written) is in no child's copy of the descriptor table, not
  /// even between a child's fork and its exec.
  static func withoutSpawning<Result>(_ body: () throws -> Result) rethrows -> Result {
    spawning.lock()
    defer { spawning.unlock() }
    return try body()
  }

  /// Hands over the reading end of the child's `descriptor` (1 or 2), `-1` when it is not a
  /// pipe or was taken: the taker closes it, exactly once. A descriptor closed twice is a
  /// number another test's pipe may have been given in between, and closing that one made its
  /// child die of SIGPIPE or its reader read another test's output.
  func take(_ descriptor: Int32) -> Int32 {
    lock.withLock { pipes.removeValue(forKey: descriptor) ?? -1 }
  }

  /// Reads the reading end of the child's `descriptor` without taking it (`-1` when none).
  func peek(_ descriptor: Int32) -> Int32 {
    lock.withLock { pipes[descriptor] ?? -1 }
  }

  /// Sends the child a signal unless it has been reaped.
  func send(_ signal: Int32) {
    lock.withLock { if exitStatus == nil { kill(pid, signal) } }
  }

  /// Sends a signal to every process of the group the child leads (started with
  /// `processGroup: 0`), unless the child has been reaped: its pid then names no group of ours.
  func sendToGroup(_ signal: Int32) {
    lock.withLock { if exitStatus == nil { kill(-pid, signal) } }
  }

  /// Whether the child has exited (reaped or not).
  var hasExited: Bool { exited.seen }

  /// Waits at most `seconds` for the child to exit; then, with `killing`, kills it and waits
  /// for that. Returns its exit code (128 + the signal when a signal ended it), or `nil` while
  /// it still runs.
  @discardableResult
  func wait(upTo seconds: TimeInterval, killing: Bool = true) -> Int32? {
    if changes.wait(within: seconds, until: { exited.seen }) { return reap() }
    guard killing else { return nil }
    send(SIGKILL)
    return reap()
  }

  /// Reaps the child, waiting for its exit; its status (`nil` if another waiter took it).
  private func reap() -> Int32? {
    lock.withLock {
      if let exitStatus { return exitStatus }
      var status: Int32 = 0
      var reaped: pid_t
      repeat {
        reaped = waitpid(pid, &status, 0)
      } while reaped == -1 && errno == EINTR
      guard reaped == pid else { return nil }
      // WIFEXITED, WEXITSTATUS and WTERMSIG, which Swift does not import.
      let signal = status & 0x7f
      exitStatus = signal == 0 ? (status >> 8) & 0xff : 128 + signal
      return exitStatus
    }
  }
}

/// Whether a child has exited, as the thread that waits for it saw.
private final class ExitSeen: Sendable {
  private let value = Mutex(false)

  var seen: Bool { value.withLock { $0 } }

  func see() {
    value.withLock { $0 = true }
  }
}
