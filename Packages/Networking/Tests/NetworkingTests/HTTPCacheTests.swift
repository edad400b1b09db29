import Foundation
import Testing

@testable import Networking

@Suite struct HTTPCacheTests {
  static let url = URL(string: "http://127.0.0.1:9/todos?userId=1")!

  static func entry(_ body: String, etag: String? = "\"v1\"", url: URL = url) -> CacheEntry {
    CacheEntry(
      url: url, status: 200, etag: etag, lastModified: "Wed, 01 Jan 2025 00:00:00 GMT",
      contentType: "application/json", fetchedAt: TestHarness.now, body: Data(body.utf8))
  }

  @Test func storedEntryReadsBack() throws {
    let cache = HTTPCache(
      directory: try TestHarness.temporaryDirectory().appendingPathComponent("c"))
    #expect(cache.entry(for: Self.url) == nil)
    try cache.store(Self.entry(#"[1,2]"#))
    #expect(cache.entry(for: Self.url) == Self.entry(#"[1,2]"#))
    try cache.store(Self.entry(#"[3]"#, etag: nil))
    #expect(cache.entry(for: Self.url) == Self.entry(#"[3]"#, etag: nil))
  }

  struct HashCase: Sendable, CustomStringConvertible {
    let text: String
    let hex: String
    var description: String { text }
  }

  // Reference values of 64-bit FNV-1a.
  @Test(arguments: [
    HashCase(text: "", hex: "cbf29ce484222325"),
    HashCase(text: "a", hex: "af63dc4c8601ec8c"),
    HashCase(text: "foobar", hex: "85944171f73967e8"),
  ])
  func fileNamesAreFNV1aHashes(_ testCase: HashCase) {
    #expect(FNV1a.hex(testCase.text) == testCase.hex)
  }

  @Test(arguments: [
    "http://h/../../etc/passwd", "http://h/%2e%2e%2f%2e%2e%2fetc", "http://h/a/b/c?x=/../y",
  ])
  func fileNamesCannotEscapeTheDirectory(_ text: String) throws {
    let directory = try TestHarness.temporaryDirectory()
    let file = HTTPCache(directory: directory).fileURL(for: try #require(URL(string: text)))
    #expect(file.deletingLastPathComponent().standardizedFileURL == directory.standardizedFileURL)
    #expect(file.lastPathComponent.count == 16 + ".cache".count)
  }

  @Test func halfWrittenTemporaryFileLeavesThePreviousCopy() throws {
    let directory = try TestHarness.temporaryDirectory()
    let cache = HTTPCache(directory: directory)
    try cache.store(Self.entry("old"))
    // A process killed mid-write leaves its temporary file behind, never a torn cache file.
    let full = Self.entry("new body that never finished").encoded()
    let temporary = directory.appendingPathComponent(
      ".\(cache.fileURL(for: Self.url).lastPathComponent).killed.tmp")
    try full.prefix(full.count / 2).write(to: temporary)
    #expect(cache.entry(for: Self.url) == Self.entry("old"))
    try cache.store(Self.entry("newer"))
    #expect(cache.entry(for: Self.url) == Self.entry("newer"))
  }

  /// `store` renames a finished temporary file over the old one, so a reader that opened the
  /// old copy still reads it whole, and no temporary file is left behind. Writing in place
  /// would truncate the open file under the reader.
  @Test func storeReplacesTheFileByRenameNotInPlace() throws {
    let directory = try TestHarness.temporaryDirectory()
    let cache = HTTPCache(directory: directory)
    try cache.store(Self.entry(String(repeating: "old ", count: 1000)))
    let oldBytes = try Data(contentsOf: cache.fileURL(for: Self.url))
    let reader = try FileHandle(forReadingFrom: cache.fileURL(for: Self.url))
    defer { try? reader.close() }
    try cache.store(Self.entry("new"))
    #expect(try reader.readToEnd() == oldBytes)
    #expect(cache.entry(for: Self.url) == Self.entry("new"))
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(files == [cache.fileURL(for: Self.url).lastPathComponent])
  }

  struct CorruptCase: Sendable, CustomStringConvertible {
    let name: String
    let damage: @Sendable (Data) -> Data
    var description: String { name }
  }

  static let corruptions: [CorruptCase] = [
    .init(name: "truncated body", damage: { $0.dropLast(3) }),
    .init(name: "truncated metadata", damage: { $0.prefix(30) }),
    .init(name: "empty", damage: { _ in Data() }),
    .init(name: "garbage", damage: { _ in Data("\u{0}\u{1}not a cache file".utf8) }),
    .init(name: "extra bytes", damage: { $0 + Data("tail".utf8) }),
    .init(
      name: "bad metadata",
      damage: { _ in Data("networking-cache 1\n{\"url\":5}\nbody".utf8) }),
  ]

  @Test(arguments: corruptions)
  func corruptFileIsIgnoredAndReplaced(_ testCase: CorruptCase) throws {
    let cache = HTTPCache(directory: try TestHarness.temporaryDirectory())
    try cache.store(Self.entry("good"))
    let file = cache.fileURL(for: Self.url)
    try testCase.damage(try Data(contentsOf: file)).write(to: file)
    #expect(cache.entry(for: Self.url) == nil)
    #expect(!FileManager.default.fileExists(atPath: file.path))
    try cache.store(Self.entry("fresh"))
    #expect(cache.entry(for: Self.url) == Self.entry("fresh"))
  }

  @Test func fileRecordingAnotherURLIsAMiss() throws {
    let cache = HTTPCache(directory: try TestHarness.temporaryDirectory())
    let other = try #require(URL(string: "http://127.0.0.1:9/other"))
    try cache.store(Self.entry("other", url: other))
    // Simulate a hash collision: the other URL's file sits where this URL's would.
    try FileManager.default.moveItem(
      at: cache.fileURL(for: other), to: cache.fileURL(for: Self.url))
    #expect(cache.entry(for: Self.url) == nil)
  }

  @Test func removeAllEmptiesTheCache() throws {
    let cache = HTTPCache(
      directory: try TestHarness.temporaryDirectory().appendingPathComponent("c"))
    try cache.removeAll()
    try cache.store(Self.entry("x"))
    try cache.removeAll()
    #expect(cache.entry(for: Self.url) == nil)
  }
}

/// A URL's password never names a cache file or is written into one; files are 0600 in a
/// 0700 directory.
@Suite struct HTTPCachePrivacyTests {
  @Test func userInfoStaysOutOfTheCache() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("cache-privacy-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let cache = HTTPCache(directory: directory)
    let secret = try #require(URL(string: "http://ada:hunter2@127.0.0.1:1/todos"))
    let plain = try #require(URL(string: "http://127.0.0.1:1/todos"))
    let response = TransportResponse(status: 200, headers: ["ETag": "\"1\""], body: Data("[]".utf8))
    try cache.store(CacheEntry(url: secret, response: response, fetchedAt: Date()))

    #expect(cache.fileURL(for: secret) == cache.fileURL(for: plain))
    #expect(cache.entry(for: secret)?.etag == "\"1\"")
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(names.count == 1)
    for name in names {
      let file = directory.appendingPathComponent(name)
      let text = String(decoding: try Data(contentsOf: file), as: UTF8.self)
      #expect(!text.contains("hunter2") && !text.contains("ada"))
      let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions]
      #expect(mode as? Int == 0o600)
    }
    let mode = try FileManager.default.attributesOfItem(atPath: directory.path)[.posixPermissions]
    #expect(mode as? Int == 0o700)
  }
}
