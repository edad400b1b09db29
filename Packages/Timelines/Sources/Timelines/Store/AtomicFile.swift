import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a file so that readers see the old contents or the new, never a part: the data goes
/// to a temporary file beside the target, is flushed to disk, then renamed over the target.
///
/// A process killed mid-write leaves the target untouched and, at worst, a temporary file whose
/// name starts with a dot and ends in `.tmp`, which no reader looks at. The writer holds an
/// `flock` on it from its creation to its rename, which the kernel drops however the writer
/// ends: the next sweep of the folder (``TemporaryFileSweep``) deletes a temporary file that
/// nobody holds.
struct AtomicFile {
  /// Called between flushing the temporary file and renaming it; tests throw from it to act
  /// out a writer killed at the worst moment.
  var beforeRename: @Sendable (URL) throws -> Void = { _ in }

  /// The time the sweep of old temporary files compares their ages with (a test's clock).
  var now: @Sendable () -> Date = { Date() }

  /// Writes `data` to `url` atomically, creating the directory if needed.
  ///
  /// The file is readable by its owner only (mode 0600) from the moment it exists, and a
  /// directory the write creates is private too (0700): a widget's state may quote a service's
  /// URL and its answers, which are nobody else's business.
  ///
  /// - Throws: `TimelineStoreError` saying which step failed.
  func write(_ data: Data, to url: URL) throws {
    let directory = url.deletingLastPathComponent()
    try Self.createPrivateDirectory(directory)
    let temporary = directory.appendingPathComponent(
      ".\(url.lastPathComponent).\(UUID().uuidString).tmp")
    var descriptor: Int32 = -1
    // Closed after the rename: the lock says "being written" until the file has its name.
    defer { if descriptor >= 0 { close(descriptor) } }
    do {
      descriptor = try Self.createLocked(temporary)
      try Self.writeAll(data, to: descriptor, at: temporary)
      try beforeRename(temporary)
      guard rename(temporary.path, url.path) == 0 else {
        throw TimelineStoreError(
          operation: .write, path: url.path, reason: String(cString: strerror(errno)))
      }
    } catch let error as TimelineStoreError {
      try? FileManager.default.removeItem(at: temporary)
      throw error
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw TimelineStoreError(operation: .write, path: url.path, reason: Self.reason(error))
    }
    if TemporaryFileSweep.recordWrite(in: directory) {
      TemporaryFileSweep.sweep(directory, now: now())
    }
  }

  /// The mode of a file the store writes: read and write for the owner only.
  static let fileMode: Int = 0o600

  /// The mode of a directory the store creates.
  static let directoryMode: Int = 0o700

  /// Creates `directory` and its parents, readable by their owner only, when missing.
  ///
  /// - Throws: `TimelineStoreError` when it cannot be created.
  static func createPrivateDirectory(_ directory: URL) throws {
    do {
      try FileManager.default.createDirectory(
        at: directory, withIntermediateDirectories: true,
        attributes: [.posixPermissions: directoryMode])
    } catch {
      throw TimelineStoreError(
        operation: .createDirectory, path: directory.path, reason: reason(error))
    }
  }

  /// Creates `url` (which must not exist) with mode 0600 and takes its `flock`; the open
  /// descriptor, for the caller to close.
  private static func createLocked(_ url: URL) throws -> Int32 {
    let descriptor = open(
      url.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, mode_t(fileMode))
    guard descriptor >= 0 else { throw posixError(url) }
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
      let error = posixError(url)
      close(descriptor)
      throw error
    }
    return descriptor
  }

  /// Writes `data` to `descriptor` (the file at `url`) and flushes it to disk.
  private static func writeAll(_ data: Data, to descriptor: Int32, at url: URL) throws {
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
    try handle.write(contentsOf: data)
    try handle.synchronize()
  }

  private static func posixError(_ url: URL) -> TimelineStoreError {
    TimelineStoreError(operation: .write, path: url.path, reason: String(cString: strerror(errno)))
  }

  /// The system's words for an error, on one line.
  static func reason(_ error: any Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
      let code = POSIXErrorCode(rawValue: Int32(underlying.code)),
      underlying.domain == NSPOSIXErrorDomain
    {
      return String(cString: strerror(code.rawValue))
    }
    return nsError.localizedDescription.split(whereSeparator: \.isNewline).joined(separator: " ")
  }
}
