import Foundation

/// A child process started with `posix_spawn` and reaped with `waitpid` on its own pid.
///
/// Not `Process`: on Linux, `Process` launched from several test threads at once sometimes
/// never noticed a child's exit (the child stayed a zombie and `waitUntilExit` hung the whole
/// run). Every pipe this creates is close-on-exec, so no other child (a tmux server
/// that outlives its test, say) holds a pipe open and keeps a reader from its end.
final class ChildProcess: @unchecked Sendable {
  // `@unchecked Sendable` is safe: `pid` never changes; `exitStatus` is guarded by `lock`.
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
  /// The reading ends of the child's `.pipe` streams, by descriptor (1 or 2), that this object
  /// still owns: ``take(_:)`` hands one over, `deinit` closes the rest.
  private var pipes: [Int32: Int32]
  private let lock = NSLock()
  private static let spawning = NSLock()
  private var exitStatus: Int32?

  /// Starts `path` with `arguments` and exactly `environment`; `descriptors` gives the child
  /// more descriptors (its number: this process's descriptor, duplicated there), such as
  /// Chromium's `--remote-debugging-pipe` on 3 and 4.
  init(
    _ path: String, _ arguments: [String], environment: [String: String],
    stdin: Stream = .null, stdout: Stream = .null, stderr: Stream = .null,
    descriptors: [Int32: Int32] = [:]
  ) throws {
    // One spawn at a time: a pipe is close-on-exec only from its `fcntl` on (glibc's `pipe2`
    // is not imported), and no other spawn may fork in between.
    Self.spawning.lock()
    defer { Self.spawning.unlock() }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    var readEnds: [Int32: Int32] = [:]
    var writeEnds: [Int32] = []
    defer { for end in writeEnds { close(end) } }
    for (descriptor, stream) in [(Int32(0), stdin), (1, stdout), (2, stderr)] {
      switch stream {
      case .null:
        let flags = descriptor == 0 ? O_RDONLY : O_WRONLY
        posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", flags, 0)
      case .file(let file, let flags):
        posix_spawn_file_actions_addopen(&actions, descriptor, file, flags, 0o600)
      case .pipe:
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw POSIXError(.EMFILE) }
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        readEnds[descriptor] = ends[0]
        writeEnds.append(ends[1])
        posix_spawn_file_actions_adddup2(&actions, ends[1], descriptor)
      }
    }
    for (number, descriptor) in descriptors {
      posix_spawn_file_actions_adddup2(&actions, descriptor, number)
    }
    let words = [path] + arguments
    let variables = environment.map { "\($0.key)=\($0.value)" }
    var argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
    var envp: [UnsafeMutablePointer<CChar>?] = variables.map { strdup($0) } + [nil]
    defer { for word in argv + envp { free(word) } }
    // A child starts with no signal blocked and every handler at its default, whatever the
    // spawning thread had: a tmux server that inherited a blocked SIGCHLD never reaped its
    // pane, so `kill-server` never finished.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    var all = sigset_t()
    sigemptyset(&none)
    sigfillset(&all)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var pid: pid_t = 0
    let started = posix_spawn(&pid, path, &actions, &attributes, &argv, &envp)
    guard started == 0 else {
      for end in readEnds.values { close(end) }
      throw POSIXError(POSIXErrorCode(rawValue: started) ?? .ENOEXEC)
    }
    self.pid = pid
    self.pipes = readEnds
  }

  deinit {
    for end in pipes.values { close(end) }
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

  /// Waits at most `seconds` for the child to exit; then, with `killing`, kills it and waits
  /// for that. Returns its exit code (128 + the signal when a signal ended it), or `nil` while
  /// it still runs.
  @discardableResult
  func wait(upTo seconds: TimeInterval, killing: Bool = true) -> Int32? {
    let end = Date().addingTimeInterval(seconds)
    while true {
      if let status = poll(blocking: false) { return status }
      if Date() >= end { break }
      usleep(5_000)
    }
    guard killing else { return nil }
    send(SIGKILL)
    return poll(blocking: true)
  }

  /// Reaps the child if it has exited (or, `blocking`, once it does).
  private func poll(blocking: Bool) -> Int32? {
    lock.withLock {
      if let exitStatus { return exitStatus }
      var status: Int32 = 0
      var reaped: pid_t
      repeat {
        reaped = waitpid(pid, &status, blocking ? 0 : WNOHANG)
      } while reaped == -1 && errno == EINTR
      guard reaped == pid else { return nil }
      // WIFEXITED, WEXITSTATUS and WTERMSIG, which Swift does not import.
      let signal = status & 0x7f
      exitStatus = signal == 0 ? (status >> 8) & 0xff : 128 + signal
      return exitStatus
    }
  }
}

/// Reads a descriptor to its end on a thread of its own, so a chatty child never blocks on a
/// full pipe; `@unchecked Sendable` is safe: `data` is only touched holding `lock`.
///
/// It owns the descriptor and closes it at the end, on its own thread: no one else may close
/// a number this thread may still read, since the number can meanwhile belong to another file.
final class ReadAll: @unchecked Sendable {
  private let lock = NSLock()
  private var data = Data()
  private let done = DispatchSemaphore(value: 0)

  /// Reads `descriptor`, which it then owns (from ``ChildProcess/take(_:)``, or a `dup`).
  init(taking descriptor: Int32) {
    Thread.detachNewThread { [self] in
      defer { if descriptor >= 0 { close(descriptor) } }
      var buffer = [UInt8](repeating: 0, count: 65_536)
      while true {
        let count = read(descriptor, &buffer, buffer.count)
        if count > 0 {
          lock.withLock { data.append(contentsOf: buffer[..<count]) }
        } else if count == 0 || errno != EINTR {
          break
        }
      }
      done.signal()
    }
  }

  /// What has been read so far.
  var soFar: Data { lock.withLock { data } }

  /// Everything read, once the writer closed its end; what was read by then after `seconds`.
  func wait(upTo seconds: TimeInterval = 30) -> Data {
    _ = done.wait(timeout: .now() + seconds)
    return soFar
  }
}
