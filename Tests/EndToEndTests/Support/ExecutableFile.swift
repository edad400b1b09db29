import Foundation

/// Writes a stand-in program (a shell script) that a child of another test can never keep
/// from running.
///
/// Not `String.write(toFile:atomically:)`: Foundation opens its temporary file without
/// close-on-exec, so a child another test spawns meanwhile (a fixture server, a follower, a
/// tmux server) inherits a descriptor open for writing on what becomes the script, and for as
/// long as that child lives, running the script fails with ETXTBSY ("text file busy"): the
/// stand-in never ran and the test waited for it in vain. Close-on-exec alone still leaves
/// the moment between a child's fork and its exec, which a loaded machine stretches.
enum ExecutableFile {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Writes `text` to `path`, mode 0755, by a rename. The descriptor it writes through is
  /// close-on-exec and open only while ``ChildProcess`` spawns nothing, so no child holds it.
  static func write(_ text: String, to path: String) throws {
    let temporary = path + ".new-\(UUID().uuidString)"
    try ChildProcess.withoutSpawning { try create(temporary, holding: Array(text.utf8)) }
    guard rename(temporary, path) == 0 else {
      let failure = failure("cannot put \(path) in place")
      unlink(temporary)
      throw failure
    }
  }

  /// Creates `file`, writes `bytes` and closes it.
  private static func create(_ file: String, holding bytes: [UInt8]) throws {
    let descriptor = open(file, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o755)
    guard descriptor >= 0 else { throw failure("cannot create \(file)") }
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes {
        Glibc.write(descriptor, $0.baseAddress, $0.count)
      }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else {
        let failure = failure("cannot write \(file)")
        close(descriptor)
        unlink(file)
        throw failure
      }
      written += count
    }
    let failure = fchmod(descriptor, 0o755) == 0 ? nil : failure("cannot make \(file) executable")
    guard close(descriptor) == 0, failure == nil else {
      unlink(file)
      throw failure ?? Self.failure("cannot write \(file)")
    }
  }

  private static func failure(_ what: String) -> Failure {
    Failure(description: "\(what): \(String(cString: strerror(errno)))")
  }
}
