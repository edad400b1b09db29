import Foundation
import PrivateFiles

/// The size bound of ``HTTPCache``: after each store, the least recently used entries (oldest
/// modification time; a hit touches it) are deleted until the entries fit, and temporary files
/// that killed writers left behind are swept (``PrivateFile/removeIfAbandoned(_:modified:now:)``:
/// those nobody holds).
///
/// One directory listing, with sizes and times from the same call, each time ``CacheLedger``
/// says the folder must be looked at: when the running total passes the limit, and now and
/// then, never on every store (a pass over 500 widgets spent 61% of its time listing).
enum CacheEviction {
  /// A cache file and what the eviction needs to know about it.
  private struct File {
    let url: URL
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
    let keys: [URLResourceKey] = [.fileSizeKey, .contentModificationDateKey, .isRegularFileKey]
    guard
      let urls = try? FileManager.default.contentsOfDirectory(
        at: directory, includingPropertiesForKeys: keys)
    else { return nil }
    var entries: [File] = []
    var total = 0
    for url in urls {
      guard let values = try? url.resourceValues(forKeys: Set(keys)),
        values.isRegularFile == true
      else { continue }
      let name = url.lastPathComponent
      let modified = values.contentModificationDate ?? .distantPast
      if PrivateFile.isTemporary(name) {
        _ = PrivateFile.removeIfAbandoned(url, modified: modified, now: now)
        continue
      }
      guard name.hasSuffix(".cache") else { continue }
      let size = max(0, values.fileSize ?? 0)
      let (sum, overflow) = total.addingReportingOverflow(size)
      total = overflow ? Int.max : sum
      if name != kept.lastPathComponent {
        entries.append(File(url: url, size: size, modified: modified))
      }
    }
    guard total > limit else { return total }
    // Oldest first; equal times in name order, so the outcome does not depend on listing order.
    entries.sort {
      ($0.modified, $0.url.lastPathComponent) < ($1.modified, $1.url.lastPathComponent)
    }
    for entry in entries where total > limit {
      guard (try? FileManager.default.removeItem(at: entry.url)) != nil else { continue }
      total -= entry.size
    }
    return total
  }
}
