import Foundation

/// Replaces a file so that a reader sees the old contents or the new, never half: a
/// temporary file in the same directory, written, flushed to disk (fsync), then renamed over
/// the old one. A failure (a full disk) removes the temporary file and leaves the old one.
enum AtomicFile {
  /// Writes bytes to a descriptor like write(2): the count written, or -1 with `errno` set.
  typealias WriteBytes = @Sendable (Int32, UnsafeRawBufferPointer) -> Int

  /// write(2) itself.
  static let systemWrite: WriteBytes = { descriptor, buffer in
    write(descriptor, buffer.baseAddress, buffer.count)
  }

  /// Why a write failed: the system's words, e.g. "No space left on device".
  struct Failure: Error, CustomStringConvertible {
    let code: Int32
    var description: String { String(cString: strerror(code)) }
  }

  /// Replaces `url` with `data`, readable and writable by the owner alone (0600), dated
  /// `modificationDate`.
  static func replace(
    _ data: Data, to url: URL, modificationDate: Date, writeBytes: WriteBytes = systemWrite
  ) throws(Failure) {
    let temporary = url.deletingLastPathComponent()
      .appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
    let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw Failure(code: errno) }
    var isOpen = true
    do throws(Failure) {
      try writeAll(data, to: descriptor, writeBytes: writeBytes)
      guard fsync(descriptor) == 0 else { throw Failure(code: errno) }
      isOpen = false
      guard close(descriptor) == 0 else { throw Failure(code: errno) }
      try? FileManager.default.setAttributes(
        [.modificationDate: modificationDate], ofItemAtPath: temporary.path)
      guard rename(temporary.path, url.path) == 0 else { throw Failure(code: errno) }
    } catch {
      if isOpen { close(descriptor) }
      unlink(temporary.path)
      throw error
    }
  }

  /// Writes every byte, retrying short writes and interruptions.
  private static func writeAll(_ data: Data, to descriptor: Int32, writeBytes: WriteBytes)
    throws(Failure)
  {
    let failure: Int32? = data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Int32? in
      var offset = 0
      while offset < bytes.count {
        let written = writeBytes(descriptor, UnsafeRawBufferPointer(rebasing: bytes[offset...]))
        if written < 0 {
          if errno == EINTR { continue }
          return errno
        }
        if written == 0 { return EIO }
        offset += written
      }
      return nil
    }
    if let failure { throw Failure(code: failure) }
  }
}
