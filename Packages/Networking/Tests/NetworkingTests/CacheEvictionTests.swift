import Foundation
import Testing

@testable import Networking

/// ``HTTPCache``'s size bound: least recently used entries go first, an entry bigger than the
/// limit is never stored, and temporary files of killed writers are swept.
@Suite struct CacheEvictionTests {
  static func url(_ name: String) -> URL {
    URL(string: "http://127.0.0.1:9/\(name)") ?? URL(fileURLWithPath: "/")
  }

  static func entry(_ name: String, bytes: Int = 1000) -> CacheEntry {
    CacheEntry(
      url: url(name), status: 200, etag: nil, lastModified: nil, contentType: nil,
      fetchedAt: TestHarness.now, body: Data(repeating: UInt8(ascii: "x"), count: bytes))
  }

  static func setModified(_ file: URL, secondsAgo: TimeInterval) throws {
    try FileManager.default.setAttributes(
      [.modificationDate: Date().addingTimeInterval(-secondsAgo)], ofItemAtPath: file.path)
  }

  static func names(in cache: HTTPCache) throws -> Set<String> {
    Set(try FileManager.default.contentsOfDirectory(atPath: cache.directory.path))
  }

  @Test func leastRecentlyUsedGoesFirstAndAHitCountsAsUse() throws {
    let size = Self.entry("a").encoded().count
    let cache = HTTPCache(
      directory: try TestHarness.temporaryDirectory(), sizeLimit: size * 7 / 2)
    for (name, age) in [("a", 300.0), ("b", 200), ("c", 100)] {
      try cache.store(Self.entry(name))
      try Self.setModified(cache.fileURL(for: Self.url(name)), secondsAgo: age)
    }
    // Reading "a" makes it the most recently used, so "b" is now the oldest.
    #expect(cache.entry(for: Self.url("a")) != nil)
    try cache.store(Self.entry("d"))
    let kept = ["a", "c", "d"].map { cache.fileURL(for: Self.url($0)).lastPathComponent }
    #expect(try Self.names(in: cache) == Set(kept))
    #expect(cache.entry(for: Self.url("b")) == nil)
  }

  @Test func theCacheStaysWithinItsLimitAndKeepsTheNewest() throws {
    let size = Self.entry("0").encoded().count
    let limit = size * 5
    let cache = HTTPCache(directory: try TestHarness.temporaryDirectory(), sizeLimit: limit)
    for index in 0..<20 {
      try cache.store(Self.entry("\(index % 10)"))
      let files = try FileManager.default.contentsOfDirectory(
        at: cache.directory, includingPropertiesForKeys: [.fileSizeKey])
      let total = try files.reduce(0) {
        $0 + (try $1.resourceValues(forKeys: [.fileSizeKey]).fileSize ?? 0)
      }
      #expect(total <= limit)
      #expect(cache.entry(for: Self.url("\(index % 10)")) == Self.entry("\(index % 10)"))
    }
    #expect(try Self.names(in: cache).count == 5)
  }

  @Test func anEntryBiggerThanTheLimitIsNotStoredAndDropsTheOldCopy() throws {
    let cache = HTTPCache(directory: try TestHarness.temporaryDirectory(), sizeLimit: 4000)
    try cache.store(Self.entry("a", bytes: 100))
    try cache.store(Self.entry("b", bytes: 100))
    try cache.store(Self.entry("a", bytes: 5000))
    #expect(cache.entry(for: Self.url("a")) == nil)
    #expect(cache.entry(for: Self.url("b")) == Self.entry("b", bytes: 100))
    #expect(HTTPCache(directory: cache.directory).sizeLimit == 32 << 20)
    #expect(HTTPCache(directory: cache.directory, sizeLimit: -1).sizeLimit == 0)
  }

  @Test func abandonedTemporaryFilesAreSweptAndThoseOfLiveWritersLeft() throws {
    let cache = HTTPCache(directory: try TestHarness.temporaryDirectory())
    let directory = cache.directory
    let killed = directory.appendingPathComponent(".0123456789abcdef.cache.killed.tmp")
    let writing = directory.appendingPathComponent(".0123456789abcdef.cache.writing.tmp")
    let young = directory.appendingPathComponent(".0123456789abcdef.cache.young.tmp")
    let other = directory.appendingPathComponent("notes.txt")
    for file in [killed, writing, young, other] { try Data("partial".utf8).write(to: file) }
    try Self.setModified(killed, secondsAgo: 60)
    try Self.setModified(other, secondsAgo: 3600)
    try Self.setModified(writing, secondsAgo: 3600)
    // A writer still at work holds its file's lock, however long it has been at it.
    let writer = open(writing.path, O_RDONLY | O_CLOEXEC)
    defer { close(writer) }
    #expect(writer >= 0 && flock(writer, LOCK_EX | LOCK_NB) == 0)
    try cache.store(Self.entry("a"))
    let expected = [writing, young, other, cache.fileURL(for: Self.url("a"))]
      .map(\.lastPathComponent)
    #expect(try Self.names(in: cache) == Set(expected))
  }
}
