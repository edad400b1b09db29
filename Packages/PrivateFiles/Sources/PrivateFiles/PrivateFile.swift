import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Replaces a file so that a reader sees the old contents or the new, never a part, and no one
/// but its owner reads it: the one writer of the repository's files (the HTTP cache, the widget
/// store and placement records, the votes roll store, the apps' state files).
///
/// The data goes to a temporary file beside the target (`.NAME.RANDOM.tmp`, created 0600, never
/// through a symbolic link), is flushed to disk when it must survive a crash (`durable`), then
/// is renamed over the target. The writer holds an `flock` on the temporary file from creating
/// it to renaming it, which the kernel drops however the writer ends: a file that nobody holds
/// is abandoned, and ``removeAbandonedTemporaryFiles(in:now:)`` deletes it.
///
/// ```swift
/// try PrivateFile.createDirectory(folder)  // 0700, with its missing parents
/// try PrivateFile.replace(data, at: folder.appendingPathComponent("rolls.json"))
/// PrivateFile.removeAbandonedTemporaryFiles(in: folder)
/// ```
public enum PrivateFile {
  /// Writes bytes to a descriptor as write(2) does: the count written, or -1 with `errno` set.
  public typealias WriteBytes = @Sendable (Int32, UnsafeRawBufferPointer) -> Int

  /// write(2) itself.
  public static let systemWrite: WriteBytes = { descriptor, buffer in
    write(descriptor, buffer.baseAddress, buffer.count)
  }

  /// Why a write failed: the system's words, e.g. "No space left on device".
  public struct Failure: LocalizedError, CustomStringConvertible {
    /// The `errno` of the step that failed.
    public let code: Int32
    /// The system's words for ``code``.
    public var description: String { String(cString: strerror(code)) }
    /// The same words, for `localizedDescription`.
    public var errorDescription: String? { description }
  }

  /// 128 random bits in hex for a temporary file's name, from `getrandom(2)` (Foundation's
  /// `UUID` opens `/dev/urandom` each time); `O_EXCL` refuses the name were it ever taken.
  static func temporarySuffix() -> String {
    var generator = SystemRandomNumberGenerator()
    return [generator.next(), generator.next()].map { (word: UInt64) in
      let digits = String(word, radix: 16)
      return String(repeating: "0", count: 16 - digits.count) + digits
    }.joined()
  }

  /// Replaces `url` with `data`, readable and writable by its owner alone (0600); its folder
  /// must exist.
  ///
  /// - Parameters:
  ///   - durable: flush to disk before the rename (`fsync`): for what losing would lose the
  ///     user's data; a cache that can be fetched again skips it.
  ///   - modificationDate: the file's modification time, when not now.
  ///   - writeBytes: how bytes are written (tests act out a full disk with it).
  /// - Throws: ``Failure``; the old file is then left as it was, and no temporary file.
  public static func replace(
    _ data: Data, at url: URL, durable: Bool = true, modificationDate: Date? = nil,
    writeBytes: WriteBytes = systemWrite
  ) throws(Failure) {
    try replace(
      data, atPath: url.path, durable: durable, modificationDate: modificationDate,
      writeBytes: writeBytes)
  }

  /// ``replace(_:at:durable:modificationDate:writeBytes:)`` for a file named by its path: a
  /// writer that keeps paths as text (a refresh pass writes two files a widget) builds no URL.
  public static func replace(
    _ data: Data, atPath path: String, durable: Bool = true, modificationDate: Date? = nil,
    writeBytes: WriteBytes = systemWrite
  ) throws(Failure) {
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { String(path[...$0]) } ?? ""
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    let temporary = "\(folder).\(name).\(temporarySuffix()).tmp"
    let descriptor = open(
      temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, fileMode)
    guard descriptor >= 0 else { throw Failure(code: errno) }
    // Closed after the rename: the lock says "being written" until the file has its name.
    defer { close(descriptor) }
    do throws(Failure) {
      guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { throw Failure(code: errno) }
      try writeAll(data, to: descriptor, writeBytes: writeBytes)
      if durable { guard fsync(descriptor) == 0 else { throw Failure(code: errno) } }
      if let modificationDate { setModificationDate(modificationDate, of: descriptor) }
      guard rename(temporary, path) == 0 else { throw Failure(code: errno) }
    } catch {
      unlink(temporary)
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

  /// Sets the access and modification times of the open file `descriptor` to `date`.
  private static func setModificationDate(_ date: Date, of descriptor: Int32) {
    let seconds = date.timeIntervalSince1970
    guard seconds.isFinite, abs(seconds) < 1e15 else { return }
    let whole = seconds.rounded(.down)
    let time = timespec(tv_sec: Int(whole), tv_nsec: Int((seconds - whole) * 1e9))
    var times = [time, time]
    _ = futimens(descriptor, &times)
  }
}
