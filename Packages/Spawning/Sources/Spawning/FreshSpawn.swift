import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Starts another program the one way the repository does: given argv (never a shell), each
/// standard descriptor where the caller says, and as a fresh process would start: no signal
/// blocked and every handler at its default, whatever the spawning thread had (`Process`'s
/// child inherits that thread's mask, so a program started from a thread that blocks
/// `SIGTERM` could not be stopped).
///
/// ```swift
/// let pid = try FreshSpawn.start(
///   "/usr/bin/env", ["env", "xmllint", "--noout", path], stderr: .file(errorsPath))
/// ```
public enum FreshSpawn {
  /// Where one of the child's standard descriptors goes.
  public enum Stream: Sendable, Hashable {
    /// `/dev/null`.
    case null
    /// This process's own descriptor, inherited.
    case inherited
    /// A file opened with `flags`: by default for writing, created 0600 or truncated.
    case file(String, flags: Int32 = O_WRONLY | O_CREAT | O_TRUNC)
    /// A descriptor of this process, such as a pipe's write end, duplicated onto it.
    case descriptor(Int32)
  }

  /// Starts `program` (a path) with `arguments` as its whole argv (`argv[0]` included).
  ///
  /// - Parameters:
  ///   - environment: `NAME=value` entries, or `nil` for this process's environment.
  ///   - stdin: Where its stdin comes from: `/dev/null` by default.
  ///   - stdout: Where its stdout goes: `/dev/null` by default.
  ///   - stderr: Where its stderr goes: `/dev/null` by default.
  ///   - descriptors: More descriptors for the child: its number, and this process's
  ///     descriptor duplicated there (Chromium's `--remote-debugging-pipe` on 3 and 4).
  ///   - processGroup: The process group the child joins (0: a new one it leads), or `nil`
  ///     for this process's.
  /// - Returns: The child's process id.
  /// - Throws: `POSIXError` with `posix_spawn`'s error when it could not start (`ENOENT`
  ///   for a missing program).
  public static func start(
    _ program: String, _ arguments: [String], environment: [String]? = nil,
    stdin: Stream = .null, stdout: Stream = .null, stderr: Stream = .null,
    descriptors: [Int32: Int32] = [:], processGroup: pid_t? = nil
  ) throws(POSIXError) -> pid_t {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for (descriptor, stream) in [(Int32(0), stdin), (1, stdout), (2, stderr)] {
      switch stream {
      case .null:
        let flags = descriptor == 0 ? O_RDONLY : O_WRONLY
        posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", flags, 0)
      case .inherited:
        break
      case .file(let path, let flags):
        posix_spawn_file_actions_addopen(&actions, descriptor, path, flags, 0o600)
      case .descriptor(let source):
        posix_spawn_file_actions_adddup2(&actions, source, descriptor)
      }
    }
    for (number, source) in descriptors {
      posix_spawn_file_actions_adddup2(&actions, source, number)
    }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    var all = sigset_t()
    sigemptyset(&none)
    sigfillset(&all)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setsigdefault(&attributes, &all)
    var flags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF
    if let processGroup {
      posix_spawnattr_setpgroup(&attributes, processGroup)
      flags |= POSIX_SPAWN_SETPGROUP
    }
    posix_spawnattr_setflags(&attributes, Int16(flags))
    let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for word in argv { free(word) } }
    let envp: [UnsafeMutablePointer<CChar>?]? = environment.map { $0.map { strdup($0) } + [nil] }
    defer { for word in envp ?? [] { free(word) } }
    var pid: pid_t = 0
    let result =
      envp.map { posix_spawn(&pid, program, &actions, &attributes, argv, $0) }
      ?? posix_spawn(&pid, program, &actions, &attributes, argv, environ)
    guard result == 0 else { throw POSIXError(POSIXErrorCode(rawValue: result) ?? .ENOEXEC) }
    return pid
  }
}
