import Foundation
import NetworkingTestSupport
import Testing

@testable import Networking

/// Unreadable cache files are deleted and reported once through ``HTTPCache/onDiscard``; a
/// write that fails loses nothing and the fetch still answers.
@Suite struct CacheDiscardTests {
  static let url = URL(string: "http://127.0.0.1:9/todos") ?? URL(fileURLWithPath: "/")

  static func entry(_ body: String) -> CacheEntry {
    CacheEntry(
      url: url, status: 200, etag: "\"v1\"", lastModified: nil, contentType: "application/json",
      fetchedAt: TestHarness.now, body: Data(body.utf8))
  }

  /// A file as version 1 of the format wrote it.
  static let versionOne = Data(
    (#"networking-cache 1\#n{"entry":{"url":"http://127.0.0.1:9/todos","status":200,"#
      + #""fetchedAt":1735689600000},"bodyLength":2}\#n[]"#).utf8)

  struct DamageCase: Sendable, CustomStringConvertible {
    let name: String
    let damage: @Sendable (Data) -> Data
    let reason: CacheDiscard.Reason
    var description: String { name }
  }

  /// A file as version 2 of the format wrote it: its fields as a line of JSON.
  static let versionTwo = Data(
    (#"networking-cache 2\#n{"bodyLength":2,"entry":{"url":"http:\/\/127.0.0.1:9\/todos","#
      + #""status":200,"freshness":{"requestedAt":1735689600000,"receivedAt":1735689600000}}}"#
      + #"\#n[]"#).utf8)

  static let damages: [DamageCase] = [
    .init(name: "version 1", damage: { _ in versionOne }, reason: .otherVersion),
    .init(name: "version 2", damage: { _ in versionTwo }, reason: .otherVersion),
    .init(
      name: "a future version", damage: { Data("networking-cache 4".utf8) + $0.dropFirst(18) },
      reason: .otherVersion),
    .init(name: "empty", damage: { _ in Data() }, reason: .truncated),
    .init(name: "cut in the magic", damage: { $0.prefix(10) }, reason: .truncated),
    .init(name: "cut in the metadata", damage: { $0.prefix(40) }, reason: .truncated),
    .init(name: "cut in the body", damage: { $0.dropLast(2) }, reason: .truncated),
    .init(name: "extra bytes", damage: { $0 + Data("tail".utf8) }, reason: .corrupt),
    .init(
      name: "garbage", damage: { _ in Data("\u{0}\u{1}not a cache file".utf8) }, reason: .corrupt),
    .init(
      name: "a line with no value", damage: { _ in Data("networking-cache 3\nurl\nbody 0\n".utf8) },
      reason: .corrupt),
    .init(name: "an unknown field", damage: { inserting("colour blue\n", $0) }, reason: .corrupt),
    .init(name: "a repeated field", damage: { inserting("status 200\n", $0) }, reason: .corrupt),
    .init(
      name: "a status out of range", damage: { replacing("status 200", "status 2000", $0) },
      reason: .corrupt),
    .init(
      name: "a time that is not a number",
      damage: {
        replacing("received-at ", "received-at nan", $0)
      }, reason: .corrupt),
    .init(name: "a bad escape", damage: { inserting("etag %G1\n", $0) }, reason: .corrupt),
    .init(name: "no url", damage: { replacing("url http", "etag http", $0) }, reason: .corrupt),
    .init(
      name: "negative length", damage: { replacing("body 4", "body -4", $0) },
      reason: .corrupt),
  ]

  /// `file` with `line` put in after its magic line.
  static func inserting(_ line: String, _ file: Data) -> Data {
    let magic = "networking-cache 3\n".utf8.count
    return file.prefix(magic) + Data(line.utf8) + file.dropFirst(magic)
  }

  /// `file` with the first `old` replaced by `new` (a test's file is ASCII).
  static func replacing(_ old: String, _ new: String, _ file: Data) -> Data {
    let text = String(decoding: file, as: UTF8.self)
    guard let range = text.range(of: old) else { return file }
    return Data(text.replacingCharacters(in: range, with: new).utf8)
  }

  @Test(arguments: damages)
  func unreadableFileIsDeletedAndReportedWithItsReason(_ testCase: DamageCase) throws {
    let reports = Recorder<CacheDiscard>()
    let cache = HTTPCache(
      directory: try TestHarness.temporaryDirectory(), onDiscard: { reports.append($0) })
    try cache.store(Self.entry("good"))
    let file = cache.fileURL(for: Self.url)
    try testCase.damage(try Data(contentsOf: file)).write(to: file)
    #expect(cache.entry(for: Self.url) == nil)
    #expect(!FileManager.default.fileExists(atPath: file.path))
    #expect(reports.all == [CacheDiscard(url: Self.url, reason: testCase.reason)])
    #expect(cache.entry(for: Self.url) == nil)
    #expect(reports.all.count == 1)
  }

  @Test func aHashCollisionIsAMissNotADiscard() throws {
    let reports = Recorder<CacheDiscard>()
    let cache = HTTPCache(
      directory: try TestHarness.temporaryDirectory(), onDiscard: { reports.append($0) })
    var other = Self.entry("other")
    other.url = try #require(URL(string: "http://127.0.0.1:9/other"))
    try cache.store(other)
    try FileManager.default.moveItem(
      at: cache.fileURL(for: other.url), to: cache.fileURL(for: Self.url))
    #expect(cache.entry(for: Self.url) == nil)
    #expect(reports.all.isEmpty)
  }

  @Test func theClientReportsAnOldFormatOnceWithoutUserInfoAndReplacesIt() async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    server.route("/todos", .json("[1]", headers: [("ETag", "\"v1\"")]), .status(304))
    let reports = Recorder<CacheDiscard>()
    let cache = HTTPCache(
      directory: try TestHarness.temporaryDirectory(), onDiscard: { reports.append($0) })
    var components = try #require(
      URLComponents(url: server.baseURL, resolvingAgainstBaseURL: false))
    components.user = "ada"
    components.password = "hunter2"
    let base = try #require(components.url)
    let url = server.baseURL.appendingPathComponent("todos")
    try Self.versionOne.write(to: cache.fileURL(for: url))
    let client = TestHarness().client(base, configuration: TestHarness.quick(cache: cache))
    #expect(try await client.fetchResponse(Endpoint("todos")).origin == .network)
    #expect(try await client.fetchResponse(Endpoint("todos")).origin == .revalidated)
    #expect(reports.all == [CacheDiscard(url: url, reason: .otherVersion)])
    #expect(reports.all.first?.url.absoluteString.contains("hunter2") == false)
  }

  /// The entry's file name is taken by a directory, so the rename fails: the fetch still
  /// answers, the other entries stay, and no temporary file is left.
  @Test func aFailedWriteLosesNothingAndTheFetchStillAnswers() async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    server.route("/todos", .json("[1]"))
    let cache = HTTPCache(directory: try TestHarness.temporaryDirectory())
    try cache.store(Self.entry("kept"))
    let url = server.baseURL.appendingPathComponent("todos")
    let blocker = cache.fileURL(for: url)
    try FileManager.default.createDirectory(
      at: blocker.appendingPathComponent("inside"), withIntermediateDirectories: true)
    #expect(throws: (any Error).self) { try cache.store(Self.entry("x").with(url: url)) }
    let client = TestHarness().client(
      server.baseURL, configuration: TestHarness.quick(cache: cache))
    let response = try await client.fetchResponse(Endpoint("todos"))
    #expect(response.origin == .network && response.body == Data("[1]".utf8))
    #expect(cache.entry(for: Self.url) == Self.entry("kept"))
    let names = try FileManager.default.contentsOfDirectory(atPath: cache.directory.path)
    #expect(
      Set(names) == [cache.fileURL(for: Self.url).lastPathComponent, blocker.lastPathComponent])
  }
}

extension CacheEntry {
  fileprivate func with(url: URL) -> CacheEntry {
    var copy = self
    copy.url = url
    return copy
  }
}
