import Foundation
import PrivateFiles

/// The size bound of ``HTTPCache``: after each store, the least recently used entries (oldest
/// modification time; a hit touches it) are deleted until the entries fit, and temporary files
/// that killed writers left behind are swept (``PrivateFile/removeIfAbandoned(_:modified:now:)``:
/// those nobody holds).
///
/// One directory listing, with sizes and times from one `fstatat` a file
/// (``PrivateFile/regularFiles(in:)``), each time ``CacheLedger``
/// says the folder must be looked at: when the running total passes the limit, and now and
/// then, never on every store (a pass over 500 widgets spent 61% of its time listing).
enum CacheEviction {
  /// A cache file and what the eviction needs to know about it.
  private struct File {
    let name: String
    let size: Int
    let modified: Date
  }

  /// Deletes the least recently used entries in `directory` until their sizes add up to at
  /// most `limit` bytes, never `kept` (the entry just stored), and every temporary file that
  /// nobody holds. Files that cannot be listed or deleted are skipped.
  ///
  /// - Returns: The bytes of entries left, or `nil` when the folder cannot be listed.
  @discardableResult
  static func trim(_ directory: URL, limit: Int, keeping kept: URL, now: Date = Date()) -> Int? {
    guard let files = PrivateFile.regularFiles(in: directory) else { return nil }
    var entries: [File] = []
    var total = 0
    func url(_ name: String) -> URL { directory.appendingPathComponent(name, isDirectory: false) }
    for file in files {
      if PrivateFile.isTemporary(file.name) {
        _ = PrivateFile.removeIfAbandoned(url(file.name), modified: file.modified, now: now)
        continue
      }
      guard file.name.hasSuffix(".cache") else { continue }
      let size = max(0, file.size)
      let (sum, overflow) = total.addingReportingOverflow(size)
      total = overflow ? Int.max : sum
      if file.name != kept.lastPathComponent {
        entries.append(File(name: file.name, size: size, modified: file.modified))
      }
    }
    guard total > limit else { return total }
    // Oldest first; equal times in name order, so the outcome does not depend on listing order.
    entries.sort {
      ($0.modified, $0.name) < ($1.modified, $1.name)
    }
    for entry in entries where total > limit {
      guard (try? FileManager.default.removeItem(at: url(entry.name))) != nil else { continue }
      total -= entry.size
    }
    return total
  }
}
