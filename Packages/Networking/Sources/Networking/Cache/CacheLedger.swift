import Foundation
import Synchronization

/// What one process knows of a cache folder's total size between two listings of it, so a
/// store costs O(1) amortised however many entries the folder holds: a store adds its size
/// (less the size of the copy it replaced) to the running total, and the folder is listed and
/// trimmed (``CacheEviction``) only when that total passes the limit, on the first store of
/// the process, and once ``listingInterval`` has passed since the last listing (never every
/// so many stores: a listing every 256 stores made a pass over 10,000 widgets list 10,000
/// files 39 times).
///
/// Listing again now and then is what keeps a folder shared by several processes honest: the
/// others' stores are counted at the next listing, their deletions too, and the temporary files
/// killed writers left are swept there.
enum CacheLedger {
  /// The longest a process goes between two listings of a folder it stores into.
  static let listingInterval: Duration = .seconds(600)

  private struct Entry {
    var total: Int
    var listedAt: ContinuousClock.Instant
  }

  private static let entries = Mutex<[String: Entry]>([:])

  /// Records a store in `directory` at `now` that wrote `written` bytes over a copy of
  /// `replaced` bytes; whether the folder must be listed and trimmed now to stay within
  /// `limit`.
  static func recordStore(
    in directory: URL, written: Int, replaced: Int, limit: Int,
    at now: ContinuousClock.Instant = .now
  ) -> Bool {
    entries.withLock { entries in
      guard var entry = entries[directory.path] else { return true }
      let (grown, overflow) = entry.total.addingReportingOverflow(written - replaced)
      entry.total = overflow ? Int.max : max(0, grown)
      entries[directory.path] = entry
      return entry.total > limit || entry.listedAt.duration(to: now) >= listingInterval
    }
  }

  /// Records what a listing of `directory` at `now` found, after trimming: `total` bytes of
  /// entries.
  static func recordListing(
    of directory: URL, total: Int, at now: ContinuousClock.Instant = .now
  ) {
    entries.withLock { $0[directory.path] = Entry(total: total, listedAt: now) }
  }

  /// Forgets every folder (for tests).
  static func forgetAll() {
    entries.withLock { $0.removeAll() }
  }
}
