import AppCommandLine
import Foundation
import Networking
import PrivateFiles

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A small JSON file of an app's own in its state folder (an intent's overlay): read whole,
/// written atomically (a temporary file renamed into place) with mode 0600 in a 0700 folder,
/// and changed under an exclusive lock (`flock` on a hidden file beside it), so two runs
/// never lose each other's change. Readers never lock: a rename is atomic.
public struct StateFile<Value: Codable & Sendable>: Sendable {
  /// Where the file is.
  public let url: URL

  /// The file `name` in `directory`.
  public init(_ name: String, in directory: URL) {
    url = directory.appendingPathComponent(name)
  }

  /// The value stored, `nil` when there is none or it cannot be read (a damaged file is
  /// treated as absent and replaced by the next write).
  public func read() -> Value? {
    guard let data = Self.contents(of: url.path) else { return nil }
    return try? Self.decoder.decode(Value.self, from: data)
  }

  /// The bytes of the file at `path`, opened without following a link (a planted symbolic
  /// link reads as no file); at most 16 MiB.
  private static func contents(of path: String) -> Data? {
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    guard let data = try? handle.read(upToCount: 16 << 20) else { return nil }
    return data
  }

  /// Replaces the value; `nil` removes the file.
  /// - Throws: ``CommandFailure`` (74) when it cannot be written.
  public func write(_ value: Value?) throws {
    let directory = url.deletingLastPathComponent()
    do {
      try PrivateFile.createDirectory(directory)
      guard let value else {
        if FileManager.default.fileExists(atPath: url.path) {
          try FileManager.default.removeItem(at: url)
        }
        return
      }
      let data = try Self.encoder.encode(value)
      try PrivateFile.replace(data, at: url)
    } catch {
      throw CommandFailure(.ioError, "cannot write \(url.path): \(error.localizedDescription)")
    }
  }

  /// Reads, changes and writes the value under the file's lock; returns what `change`
  /// returned.
  /// - Throws: what `change` throws, or ``CommandFailure`` (74) when it cannot be written, or
  ///   when the file or its lock file is a symbolic link (nothing is written through one).
  public func update<Result>(_ change: (inout Value?) throws -> Result) throws -> Result {
    try? PrivateFile.createDirectory(url.deletingLastPathComponent())
    try refuseLink(at: url.path)
    let lock = try openLock()
    if lock >= 0 { _ = flock(lock, LOCK_EX) }
    defer {
      if lock >= 0 {
        _ = flock(lock, LOCK_UN)
        close(lock)
      }
    }
    var value = read()
    let before = value.flatMap { try? Self.encoder.encode($0) }
    let result = try change(&value)
    let after = value.flatMap { try? Self.encoder.encode($0) }
    if before != after { try write(value) }
    return result
  }

  /// The hidden lock file beside the file: `.NAME.lock`.
  var lockPath: String {
    url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).lock").path
  }

  /// Opens the lock file, never through a link: an existing one with `O_NOFOLLOW`, a new one
  /// with `O_EXCL` as well; `-1` when the folder is not writable (a read-only state folder
  /// changes nothing, and the write after it says so).
  /// - Throws: ``CommandFailure`` (74) when the lock file is a symbolic link.
  private func openLock() throws -> Int32 {
    let path = lockPath
    while true {
      let existing = open(path, O_RDWR | O_NOFOLLOW | O_CLOEXEC)
      if existing >= 0 { return existing }
      if errno == ELOOP { throw Self.linkRefusal(path) }
      guard errno == ENOENT else { return -1 }
      let created = open(path, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
      if created >= 0 { return created }
      // Made by another run in between (or planted): open it again, still without following.
      guard errno == EEXIST else { return -1 }
    }
  }

  /// Refuses the change when `path` is a symbolic link, or when the lock file is one.
  /// - Throws: ``CommandFailure`` (74), one line naming the link.
  func refuseLinks() throws {
    try refuseLink(at: url.path)
    try refuseLink(at: lockPath)
  }

  private func refuseLink(at path: String) throws {
    var status = stat()
    if lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK {
      throw Self.linkRefusal(path)
    }
  }

  private static func linkRefusal(_ path: String) -> CommandFailure {
    CommandFailure(
      .ioError,
      "\(path) is a symbolic link; refusing to follow it (remove it, then try again)")
  }

  private static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
    encoder.dateEncodingStrategy = .iso8601
    return encoder
  }

  private static var decoder: JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return decoder
  }
}
