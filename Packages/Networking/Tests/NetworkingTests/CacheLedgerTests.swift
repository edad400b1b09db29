import Foundation
import Testing

@testable import Networking

/// A store costs O(1) amortised: the folder is listed on a process's first store, when the
/// running total passes the limit, and once ``CacheLedger/listingInterval`` has passed; what
/// another process wrote into a shared folder is counted and trimmed at the next listing.
@Suite struct CacheLedgerTests {
  @Test func storesUnderTheLimitDoNotListTheFolder() throws {
    let directory = try TestHarness.temporaryDirectory()
    #expect(CacheLedger.recordStore(in: directory, written: 100, replaced: 0, limit: 1000))
    CacheLedger.recordListing(of: directory, total: 100)
    #expect(!CacheLedger.recordStore(in: directory, written: 100, replaced: 0, limit: 1000))
    // Replacing a copy of the same size adds nothing.
    for _ in 0..<100 {
      #expect(!CacheLedger.recordStore(in: directory, written: 100, replaced: 100, limit: 1000))
    }
    #expect(CacheLedger.recordStore(in: directory, written: 900, replaced: 0, limit: 1000))
  }

  @Test func theFolderIsListedAgainOnlyOnceItsIntervalHasPassed() throws {
    let directory = try TestHarness.temporaryDirectory()
    let start = ContinuousClock.now
    CacheLedger.recordListing(of: directory, total: 0, at: start)
    var listings: [Int] = []
    // A store every second for 25 minutes: listed at 10 and 20 minutes, whatever the count.
    for second in 1...1500 {
      let now = start + .seconds(second)
      if CacheLedger.recordStore(in: directory, written: 1, replaced: 1, limit: 1000, at: now) {
        listings.append(second)
        CacheLedger.recordListing(of: directory, total: 0, at: now)
      }
    }
    #expect(listings == [600, 1200])
  }

  @Test func whatAnotherProcessWroteIsTrimmedAtTheNextListing() throws {
    let size = CacheEvictionTests.entry("0").encoded().count
    let cache = HTTPCache(directory: try TestHarness.temporaryDirectory(), sizeLimit: size * 4)
    try cache.store(CacheEvictionTests.entry("0"))
    // Another process sharing the folder stores a big entry this process does not know of.
    let foreign = cache.directory.appendingPathComponent("0123456789abcdef.cache")
    try Data(repeating: 0, count: size * 10).write(to: foreign)
    try CacheEvictionTests.setModified(foreign, secondsAgo: 3600)
    // Many stores soon after: the folder is not listed again yet.
    for index in 0..<300 { try cache.store(CacheEvictionTests.entry("\(index % 2)")) }
    #expect(FileManager.default.fileExists(atPath: foreign.path))
    // Ten minutes on (the last listing backdated): the next store lists and trims.
    CacheLedger.recordListing(
      of: cache.directory, total: size * 2, at: .now - CacheLedger.listingInterval)
    try cache.store(CacheEvictionTests.entry("1"))
    #expect(!FileManager.default.fileExists(atPath: foreign.path))
    #expect(cache.entry(for: CacheEvictionTests.url("1")) != nil)
  }
}
