import AppCommandLine
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The process that waits for the service's answer to a change it made in a state file (a
/// toggle's `PATCH`): while it runs it holds an exclusive `flock` on a file of its own in the
/// state folder, `NAME.owner-TOKEN`. The kernel drops the lock when the process ends however
/// it ends (Ctrl-C, `SIGTERM`, `SIGKILL`), so any other process can tell a change whose owner
/// is gone (``isRunning(_:in:)``) and resolve it; and the closing of the file wakes every
/// `status --follow` watching the folder (inotify), so a bar stops saying "saving…" at once.
///
/// The file is created `O_EXCL | O_NOFOLLOW` with mode 0600: a planted file or link is
/// refused, never written through.
public final class ChangeOwner: Sendable {
  /// The token that names this owner in a state file's change.
  public let token: String
  private let path: String
  /// The locked file, until ``release()``.
  private let descriptor: Mutex<Int32?>

  /// Claims a new owner file for a change to `name` (`overlay.json`) in `directory`.
  ///
  /// - Throws: ``CommandFailure`` (74) when the file cannot be made.
  public init(for name: String, in directory: URL) throws {
    token = UUID().uuidString.lowercased()
    path = Self.path(of: token, for: name, in: directory)
    try? FileManager.default.createDirectory(
      at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    let descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      throw CommandFailure(
        .ioError, "cannot create \(path) (\(String(cString: strerror(errno))))")
    }
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
      close(descriptor)
      throw CommandFailure(.ioError, "cannot lock \(path) (\(String(cString: strerror(errno))))")
    }
    self.descriptor = Mutex(descriptor)
  }

  deinit {
    release()
  }

  /// Ends the claim: the file goes, then the lock with it. Safe to call more than once.
  public func release() {
    guard let descriptor = descriptor.withLock({ $0.take() }) else { return }
    unlink(path)
    close(descriptor)
  }

  /// Whether the owner `token` of a change to `name` in `directory` still runs: its file is
  /// there and locked. A file that is not there, or that nobody locks, is an owner gone.
  public static func isRunning(_ token: String, for name: String, in directory: URL) -> Bool {
    guard isToken(token) else { return false }
    let descriptor = open(
      path(of: token, for: name, in: directory), O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    if flock(descriptor, LOCK_SH | LOCK_NB) == 0 { return false }
    return errno == EWOULDBLOCK
  }

  /// Removes the file of an owner that is gone (after its change was resolved).
  public static func discard(_ token: String, for name: String, in directory: URL) {
    guard isToken(token) else { return }
    unlink(path(of: token, for: name, in: directory))
  }

  private static func path(of token: String, for name: String, in directory: URL) -> String {
    directory.appendingPathComponent("\(name).owner-\(token)").path
  }

  /// Whether `token` is one this type makes (a lower-case UUID): a token read from a file is
  /// never a path.
  private static func isToken(_ token: String) -> Bool {
    token.count == 36 && token.allSatisfy { $0.isHexDigit && !$0.isUppercase || $0 == "-" }
  }
}
