import Foundation

/// An on-disk HTTP cache: one file per URL under a directory, written atomically.
///
/// ``HTTPClient`` stores every 200 response here with its `ETag`, `Last-Modified`, content type
/// and the time it was fetched, sends `If-None-Match` / `If-Modified-Since` on the next request,
/// and serves the stored body for a `304 Not Modified`. With
/// ``HTTPClient/Configuration/servesStaleOnFailure`` on, it also serves the stored body when
/// the network fails.
///
/// File names are the FNV-1a 64-bit hash of the URL in hex, so no URL can name a file outside
/// the directory. The URL is taken without its user name and password, for the name and for
/// the metadata stored in the file, so no password reaches the disk (the same URL with other
/// credentials shares the entry). Each write goes to a new temporary file (mode 0600, created
/// exclusively) in the same directory, mode 0700, and is renamed over the old one, so a process
/// killed mid-write leaves the previous copy intact and no other user can read a response. A
/// file that cannot be read back is ignored and replaced, never fatal.
public struct HTTPCache: Sendable {
  /// The directory holding the cache files; created on first write.
  public let directory: URL

  /// Creates a cache in `directory`.
  public init(directory: URL) {
    self.directory = directory
  }

  /// Removes every cached response.
  ///
  /// - Throws: The file system's error when the directory exists but cannot be removed.
  public func removeAll() throws {
    guard FileManager.default.fileExists(atPath: directory.path) else { return }
    try FileManager.default.removeItem(at: directory)
  }

  // MARK: Entries

  /// The file that holds the entry for `url` (its user info ignored).
  func fileURL(for url: URL) -> URL {
    directory.appendingPathComponent(FNV1a.hex(url.redactedString) + ".cache")
  }

  /// The stored entry for `url`, or `nil` when there is none or its file is corrupt (a corrupt
  /// file is deleted so the next response replaces it).
  func entry(for url: URL) -> CacheEntry? {
    let file = fileURL(for: url)
    guard let data = try? Data(contentsOf: file) else { return nil }
    guard let entry = CacheEntry(decoding: data), entry.url == url.redactingUserInfo else {
      try? FileManager.default.removeItem(at: file)
      return nil
    }
    return entry
  }

  /// Stores `entry` atomically: a new temporary file in the same directory, then `rename(2)`.
  /// The entry's URL is stored without user info.
  func store(_ entry: CacheEntry) throws {
    try CacheFiles.makePrivateDirectory(directory)
    var entry = entry
    entry.url = entry.url.redactingUserInfo
    let file = fileURL(for: entry.url)
    let temporary = directory.appendingPathComponent(
      ".\(file.lastPathComponent).\(UUID().uuidString).tmp")
    do {
      try CacheFiles.writeNew(entry.encoded(), to: temporary)
      guard rename(temporary.path, file.path) == 0 else {
        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: file.path])
      }
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw error
    }
  }
}
