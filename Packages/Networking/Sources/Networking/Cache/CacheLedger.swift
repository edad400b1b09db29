import Foundation
import Synchronization

/// What one process knows of a cache folder's total size between two listings of it, so a
/// store costs O(1) amortised however many entries the folder holds: a store adds its size
/// (less the size of the copy it replaced) to the running total, and the folder is listed and
/// trimmed (``CacheEviction``) only when that total passes the limit, on the first store of
/// the process, and every ``storesPerListing`` stores.
///
/// Listing again now and then is what keeps a folder shared by several processes honest: the
/// others' stores are counted at the next listing, their deletions too, and the temporary files
/// killed writers left are swept there.
enum CacheLedger {
  /// How many stores may pass between two listings of a folder.
  static let storesPerListing = 256

  private struct Entry {
    var total: Int
    var storesSinceListing: Int
  }

  private static let entries = Mutex<[String: Entry]>([:])

  /// Records a store in `directory` that wrote `written` bytes over a copy of `replaced`
  /// bytes; whether the folder must be listed and trimmed now to stay within `limit`.
  static func recordStore(in directory: URL, written: Int, replaced: Int, limit: Int) -> Bool {
    entries.withLock { entries in
      guard var entry = entries[directory.path] else { return true }
      let (grown, overflow) = entry.total.addingReportingOverflow(written - replaced)
      entry.total = overflow ? Int.max : max(0, grown)
      entry.storesSinceListing += 1
      entries[directory.path] = entry
      return entry.total > limit || entry.storesSinceListing >= storesPerListing
    }
  }

  /// Records what a listing of `directory` found, after trimming: `total` bytes of entries.
  static func recordListing(of directory: URL, total: Int) {
    entries.withLock { $0[directory.path] = Entry(total: total, storesSinceListing: 0) }
  }

  /// Forgets every folder (for tests).
  static func forgetAll() {
    entries.withLock { $0.removeAll() }
  }
}
