import Foundation
import PrivateFiles

/// An on-disk HTTP cache: one file per URL under a directory, written atomically, bounded in
/// size, private to the user.
///
/// ``HTTPClient`` stores every 200 response here (unless it says `Cache-Control: no-store`,
/// which also removes the stored copy) with its validators (`ETag`, `Last-Modified`), its
/// freshness headers (`Cache-Control`, `Expires`, `Date`, `Age`, `Pragma`) and the times it
/// was requested and received. What the client does with an entry follows RFC 9111 for a
/// private cache and ``HTTPClient/Configuration/cacheUse``: by default a fresh entry is served
/// with no request at all, and a stale one is revalidated (`If-None-Match` /
/// `If-Modified-Since`, then the stored body for a `304 Not Modified`, whose headers refresh
/// the entry's freshness). No heuristic freshness is guessed: a response without `max-age` or
/// `Expires` is always revalidated. With ``HTTPClient/Configuration/servesStaleOnFailure`` on,
/// the stored body is also served when the network fails, unless the response said `no-cache`,
/// or `must-revalidate` and it is stale.
///
/// The entries are kept under ``sizeLimit`` bytes: when a store takes the process's running
/// total of the folder past the limit, the least recently used (written or read longest ago)
/// are deleted, and an entry bigger than the limit is not stored. The folder is listed again
/// on a process's first store and at least every 10 minutes, which counts what other processes sharing
/// it wrote and deletes temporary files older than ten minutes, left by killed writers; a
/// store costs O(1) amortised however many entries there are.
///
/// File names are the FNV-1a 64-bit hash of the URL in hex, so no URL can name a file outside
/// the directory. The URL is taken without its user name and password, for the name and for
/// the metadata stored in the file, so no password reaches the disk (the same URL with other
/// credentials shares the entry). Each write goes to a new temporary file (mode 0600, created
/// exclusively) in the same directory, mode 0700, and is renamed over the old one, so a process
/// killed mid-write or a full disk leaves the previous copy intact and no other user can read a
/// response. A file that cannot be read back (corrupt, truncated, or from another version of
/// this package) is deleted, reported to ``onDiscard``, and replaced by the next response;
/// never fatal.
public struct HTTPCache: Sendable {
  /// The size limit used when none is given: 32 MiB.
  public static let defaultSizeLimit = 32 << 20

  /// The directory holding the cache files; created on first write.
  public let directory: URL

  /// The most bytes the cache files may take together; at least 0.
  public let sizeLimit: Int

  /// Called once for each cache file found unreadable and deleted, on the task that read it.
  /// An app may print one warning line for a run (Networking prints nothing).
  public let onDiscard: (@Sendable (CacheDiscard) -> Void)?

  /// ``directory``'s path: the files are named by text, not by URLs made and read again for
  /// each request.
  private let directoryPath: String

  /// Creates a cache in `directory`.
  ///
  /// - Parameters:
  ///   - directory: Where the files go; created, mode 0700, on the first write.
  ///   - sizeLimit: The most bytes the files may take; ``defaultSizeLimit`` by default. A
  ///     negative limit counts as 0, which stores nothing.
  ///   - onDiscard: Told about each unreadable file deleted; `nil` by default.
  public init(
    directory: URL, sizeLimit: Int = HTTPCache.defaultSizeLimit,
    onDiscard: (@Sendable (CacheDiscard) -> Void)? = nil
  ) {
    self.directory = directory
    self.directoryPath = directory.path
    self.sizeLimit = max(0, sizeLimit)
    self.onDiscard = onDiscard
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
    URL(fileURLWithPath: filePath(for: url), isDirectory: false)
  }

  /// The path of ``fileURL(for:)``.
  func filePath(for url: URL) -> String {
    directoryPath + "/" + FNV1a.hex(url.redactedString) + ".cache"
  }

  /// The stored entry for `url`, marked as recently used, or `nil` when there is none or its
  /// file cannot be used. An unreadable file is deleted and reported to ``onDiscard``; a file
  /// recording another URL (a hash collision) is deleted silently.
  func entry(for url: URL) -> CacheEntry? {
    let file = filePath(for: url)
    guard let data = FileManager.default.contents(atPath: file) else { return nil }
    let entry: CacheEntry
    do {
      entry = try CacheEntry(decoding: data)
    } catch {
      unlink(file)
      onDiscard?(CacheDiscard(url: url, reason: error.reason))
      return nil
    }
    guard entry.url == url.redactingUserInfo else {
      unlink(file)
      return nil
    }
    CacheFiles.markUsed(file)
    return entry
  }

  /// Removes the entry for `url`, if any.
  func removeEntry(for url: URL) {
    unlink(filePath(for: url))
  }

  /// Stores `entry` atomically (``PrivateFile``: a new temporary file in the same directory,
  /// then `rename(2)`),
  /// then deletes least recently used entries until the cache fits ``sizeLimit``. An entry
  /// bigger than the limit is not stored, and the older copy for its URL is removed. The
  /// entry's URL is stored without user info.
  ///
  /// - Throws: The file system's error; the previous copy, if any, is then left as it was.
  func store(_ entry: CacheEntry) throws {
    var entry = entry
    entry.url = entry.url.redactingUserInfo
    let data = entry.encoded()
    let file = filePath(for: entry.url)
    guard data.count <= sizeLimit else {
      unlink(file)
      return
    }
    try CacheFiles.makePrivateDirectory(directoryPath)
    var previous = stat()
    let replaced = lstat(file, &previous) == 0 ? Int(previous.st_size) : 0
    // A copy that can be fetched again is not flushed to disk: the rename alone keeps it whole.
    try PrivateFile.replace(data, atPath: file, durable: false)
    if CacheLedger.recordStore(
      in: directory, written: data.count, replaced: replaced, limit: sizeLimit)
    {
      let kept = URL(fileURLWithPath: file, isDirectory: false)
      if let total = CacheEviction.trim(directory, limit: sizeLimit, keeping: kept) {
        CacheLedger.recordListing(of: directory, total: total)
      }
    }
  }
}
