import Foundation
import Testing

@testable import Networking

/// ``CacheEntryFile``: what is written reads back exactly, whatever the server's header values.
@Suite struct CacheEntryFileTests {
  static func entry(
    etag: String? = "W/\"222-Jlf0\"", cacheControl: String? = "max-age=43200",
    body: String = "[1,2]"
  ) throws -> CacheEntry {
    var freshness = Freshness(
      headers: HTTPHeaders(
        [
          "Cache-Control": cacheControl, "Pragma": "no-cache", "Expires": "-1",
          "Date": "Sun, 29 Nov 2026 14:05:36 GMT", "Age": "12",
        ].compactMapValues { $0 }),
      requestedAt: Date(timeIntervalSinceReferenceDate: 817_653_936.010_384_1),
      receivedAt: Date(timeIntervalSinceReferenceDate: 817_653_936.015_100_2))
    freshness.cacheControl = cacheControl
    return CacheEntry(
      url: try #require(URL(string: "http://127.0.0.1:9/todos?_limit=5&q=%25")), status: 200,
      etag: etag, lastModified: "Wed, 01 Jan 2025 00:00:00 GMT",
      contentType: "application/json; charset=utf-8", freshness: freshness,
      body: Data(body.utf8))
  }

  @Test func everyFieldReadsBackExactly() throws {
    let entry = try Self.entry()
    #expect(try CacheEntry(decoding: entry.encoded()) == entry)
  }

  @Test func absentFieldsAreLeftOutAndReadBackAbsent() throws {
    let entry = try Self.entry(etag: nil, cacheControl: nil)
    let text = String(decoding: entry.encoded(), as: UTF8.self)
    #expect(!text.contains("\netag "))
    #expect(!text.contains("\ncache-control "))
    #expect(try CacheEntry(decoding: entry.encoded()) == entry)
  }

  /// A value holding a line break, a percent sign or DEL stays one line and reads back as it
  /// was (a hostile server's header values reach the file).
  @Test(arguments: ["a\nstatus 500", "100%", "%0A", "tab\there\u{7F}", "\r\n\r\nbody 0\n", "é ✓"])
  func valuesThatLookLikeTheFormatReadBackAsTheyWere(_ value: String) throws {
    let entry = try Self.entry(etag: value)
    let data = entry.encoded()
    let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
    #expect(lines.filter { $0.hasPrefix("etag ") }.count == 1)
    #expect(lines.filter { $0.hasPrefix("status ") } == ["status 200"])
    #expect(try CacheEntry(decoding: data) == entry)
  }

  @Test func aBodyWithLineBreaksAndNULsReadsBack() throws {
    let entry = try Self.entry(body: "line\nbody 3\n\u{0}\u{0}")
    #expect(try CacheEntry(decoding: entry.encoded()) == entry)
  }

  @Test func theFileStartsWithItsVersionAndEndsWithTheBody() throws {
    let data = try Self.entry().encoded()
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.hasPrefix("networking-cache 3\nurl http://127.0.0.1:9/todos?_limit=5&q=%2525\n"))
    #expect(text.hasSuffix("\nbody 5\n[1,2]"))
  }
}
