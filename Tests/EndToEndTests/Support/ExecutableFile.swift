import Foundation

/// Writes a stand-in program (a shell script) that a child of another test can never keep
/// from running.
///
/// Not `String.write(toFile:atomically:)`: Foundation opens its temporary file without
/// close-on-exec, so a child another test spawns meanwhile (a fixture server, a follower, a
/// tmux server) inherits a descriptor open for writing on what becomes the script, and for as
/// long as that child lives, running the script fails with ETXTBSY ("text file busy"): the
/// stand-in never ran and the test waited for it in vain.
enum ExecutableFile {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Writes `text` to `path`, mode 0755, by a rename: the descriptor it writes through is
  /// close-on-exec and closed before the script is in place.
  static func write(_ text: String, to path: String) throws {
    let temporary = path + ".new-\(UUID().uuidString)"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o755)
    guard descriptor >= 0 else { throw failure("cannot create \(temporary)") }
    let bytes = Array(text.utf8)
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes {
        Glibc.write(descriptor, $0.baseAddress, $0.count)
      }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else {
        close(descriptor)
        unlink(temporary)
        throw failure("cannot write \(temporary)")
      }
      written += count
    }
    guard fchmod(descriptor, 0o755) == 0, close(descriptor) == 0, rename(temporary, path) == 0
    else {
      unlink(temporary)
      throw failure("cannot put \(path) in place")
    }
  }

  private static func failure(_ what: String) -> Failure {
    Failure(description: "\(what): \(String(cString: strerror(errno)))")
  }
}
