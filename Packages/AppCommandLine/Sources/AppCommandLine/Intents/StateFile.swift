import Foundation

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
    guard let data = try? Data(contentsOf: url) else { return nil }
    return try? Self.decoder.decode(Value.self, from: data)
  }

  /// Replaces the value; `nil` removes the file.
  /// - Throws: ``CommandFailure`` (74) when it cannot be written.
  public func write(_ value: Value?) throws {
    let directory = url.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(
        at: directory, withIntermediateDirectories: true,
        attributes: [.posixPermissions: 0o700])
      guard let value else {
        if FileManager.default.fileExists(atPath: url.path) {
          try FileManager.default.removeItem(at: url)
        }
        return
      }
      let data = try Self.encoder.encode(value)
      let temporary = directory.appendingPathComponent(
        ".\(url.lastPathComponent).\(UUID().uuidString).tmp")
      let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
      guard descriptor >= 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
      let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
      do {
        try handle.write(contentsOf: data)
        try handle.synchronize()
        try handle.close()
        guard rename(temporary.path, url.path) == 0 else {
          throw POSIXError(.init(rawValue: errno) ?? .EIO)
        }
      } catch {
        try? FileManager.default.removeItem(at: temporary)
        throw error
      }
    } catch {
      throw CommandFailure(.ioError, "cannot write \(url.path): \(error.localizedDescription)")
    }
  }

  /// Reads, changes and writes the value under the file's lock; returns what `change`
  /// returned.
  /// - Throws: what `change` throws, or ``CommandFailure`` (74) when it cannot be written.
  public func update<Result>(_ change: (inout Value?) throws -> Result) throws -> Result {
    let lockPath = url.deletingLastPathComponent()
      .appendingPathComponent(".\(url.lastPathComponent).lock").path
    try? FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true,
      attributes: [.posixPermissions: 0o700])
    let lock = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
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
