import Foundation
import Testing

@testable import Networking

/// The cache keeps responses private to the user and never writes a URL's password.
@Suite struct CachePrivacyTests {
  static func entry(_ text: String) throws -> CacheEntry {
    CacheEntry(
      url: try #require(URL(string: text)), status: 200, etag: nil, lastModified: nil,
      contentType: "application/json", fetchedAt: TestHarness.now, body: Data("[1]".utf8))
  }

  static func mode(_ url: URL) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    return try #require((attributes[.posixPermissions] as? NSNumber)?.intValue)
  }

  @Test func filesAre0600InA0700Directory() throws {
    let directory = try TestHarness.temporaryDirectory().appendingPathComponent("a/http")
    let cache = HTTPCache(directory: directory)
    let entry = try Self.entry("http://127.0.0.1:9/todos")

    try cache.store(entry)

    #expect(try Self.mode(directory) == 0o700)
    #expect(try Self.mode(cache.fileURL(for: entry.url)) == 0o600)
  }

  @Test func anExistingOpenDirectoryIsTightened() throws {
    let directory = try TestHarness.temporaryDirectory()
    try FileManager.default.setAttributes(
      [.posixPermissions: NSNumber(value: 0o755)], ofItemAtPath: directory.path)

    try HTTPCache(directory: directory).store(Self.entry("http://127.0.0.1:9/todos"))

    #expect(try Self.mode(directory) == 0o700)
  }

  @Test func theFileNameAndContentsNeverHoldThePassword() throws {
    let directory = try TestHarness.temporaryDirectory()
    let cache = HTTPCache(directory: directory)
    let secret = try #require(URL(string: "http://user:hunter2@127.0.0.1:9/todos"))
    let other = try #require(URL(string: "http://user:other@127.0.0.1:9/todos"))
    let plain = try #require(URL(string: "http://127.0.0.1:9/todos"))

    try cache.store(Self.entry(secret.absoluteString))

    #expect(cache.fileURL(for: secret) == cache.fileURL(for: plain))
    #expect(cache.fileURL(for: other) == cache.fileURL(for: plain))
    #expect(cache.entry(for: secret)?.url == plain)
    for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
      #expect(!name.contains("hunter2"))
      let bytes = try Data(contentsOf: directory.appendingPathComponent(name))
      #expect(!String(decoding: bytes, as: UTF8.self).contains("hunter2"))
    }
  }
}
