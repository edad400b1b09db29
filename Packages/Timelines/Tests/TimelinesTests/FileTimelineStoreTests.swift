import Foundation
import Testing

@testable import Timelines

/// The file store: round trips, damaged files, killed writes, where files go.
@Suite struct FileTimelineStoreTests {
  static let key = WidgetKey(kind: "todos", family: .systemLarge, configurationKey: "default")

  /// A fresh directory under the system's temporary directory.
  private static func makeDirectory() -> URL {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("timelines-tests-\(UUID().uuidString)", isDirectory: true)
  }

  private static func stored(_ label: String, key: WidgetKey = key) -> StoredTimeline<TestEntry> {
    StoredTimeline(
      key: key,
      timeline: Timeline(entries: [TestEntry(date: minute(0), label: label)], policy: .atEnd),
      fetchedAt: minute(0), reloadHistory: [minute(0)])
  }

  @Test func aSavedTimelineLoadsBackTheSame() async throws {
    let directory = Self.makeDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = FileTimelineStore(directory: directory)
    let original = Self.stored("first")

    try await store.save(original)
    let loaded = await store.load(Self.key, as: TestEntry.self)
    #expect(loaded.stored == original)
    #expect(loaded.warning == nil)
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(names == [Self.key.fileName])
  }

  /// State may quote a service's URL and answers: owner-only file in an owner-only directory.
  @Test func filesAreOwnerOnlyInAnOwnerOnlyDirectory() async throws {
    let directory = Self.makeDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try await FileTimelineStore(directory: directory).save(Self.stored("first"))
    let manager = FileManager.default
    let file = directory.appendingPathComponent(Self.key.fileName)
    let fileMode = try manager.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
    let directoryMode =
      try manager.attributesOfItem(atPath: directory.path)[.posixPermissions] as? Int
    #expect(fileMode == 0o600)
    #expect(directoryMode == 0o700)
  }

  /// A kind holding a 400-character base URL still saves and loads (the name used to pass
  /// the file system's 255-byte limit, so nothing was ever stored).
  @Test func aLongKindStillSavesAndLoads() async throws {
    let directory = Self.makeDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = "http://127.0.0.1:8080/" + String(repeating: "segment/", count: 50)
    let key = WidgetKey(kind: "todos@" + url, family: .systemLarge, configurationKey: "default")
    let store = FileTimelineStore(directory: directory)
    try await store.save(Self.stored("long", key: key))
    #expect(await store.load(key, as: TestEntry.self).stored == Self.stored("long", key: key))
  }

  @Test func nothingSavedIsMissing() async {
    let store = FileTimelineStore(directory: Self.makeDirectory())
    guard case .missing = await store.load(Self.key, as: TestEntry.self) else {
      Issue.record("expected .missing")
      return
    }
  }

  struct Damage: CustomTestStringConvertible, Sendable {
    var name: String
    var contents: @Sendable (Data) -> Data
    var warning: String
    var testDescription: String { name }
  }

  static let damages: [Damage] = [
    Damage(name: "garbage", contents: { _ in Data("not json".utf8) }, warning: "is corrupt"),
    Damage(name: "empty file", contents: { _ in Data() }, warning: "is corrupt"),
    Damage(name: "truncated", contents: { $0.prefix($0.count / 2) }, warning: "is corrupt"),
    Damage(
      name: "newer format",
      contents: { data in
        let text = String(decoding: data, as: UTF8.self)
        return Data(
          text.replacingOccurrences(of: "\"formatVersion\":1", with: "\"formatVersion\":9")
            .utf8)
      },
      warning: "has format version 9, expected 1"),
    Damage(
      name: "entry shape changed",
      contents: { data in
        let text = String(decoding: data, as: UTF8.self)
        return Data(text.replacingOccurrences(of: "\"label\"", with: "\"title\"").utf8)
      },
      warning: "is corrupt (missing label"),
    Damage(
      name: "another widget's file",
      contents: { _ in
        (try? StoredTimelineCodec.encode(
          stored("x", key: WidgetKey(kind: "votes", family: .systemSmall, configurationKey: "a"))))
          ?? Data()
      },
      warning: "belongs to another widget (votes, systemSmall, a)"),
  ]

  @Test(arguments: damages)
  func aDamagedFileIsDiscardedWithAWarning(_ damage: Damage) async throws {
    let directory = Self.makeDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = FileTimelineStore(directory: directory)
    try await store.save(Self.stored("good"))
    let url = store.fileURL(for: Self.key)
    try damage.contents(try Data(contentsOf: url)).write(to: url)

    let result = await store.load(Self.key, as: TestEntry.self)
    let warning = try #require(result.warning)
    #expect(warning.description.contains(damage.warning))
    #expect(warning.description.hasPrefix("stored timeline \(url.path) "))
    #expect(warning.description.hasSuffix("discarded, the widget will reload"))
    #expect(!warning.description.contains("\n"))
    #expect(!FileManager.default.fileExists(atPath: url.path))
    guard case .missing = await store.load(Self.key, as: TestEntry.self) else {
      Issue.record("a discarded file should be gone")
      return
    }
  }

  @Test(arguments: damages, [false, true])
  func aDamagedFileReadForItsScheduleWarnsAsAWholeLoadDoes(
    _ damage: Damage, historyAlone: Bool
  ) async throws {
    let directory = Self.makeDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = FileTimelineStore(directory: directory)
    try await store.save(Self.stored("good"))
    let url = store.fileURL(for: Self.key)
    let damaged = damage.contents(try Data(contentsOf: url))
    try damaged.write(to: url)
    let whole = try #require(await store.load(Self.key, as: TestEntry.self).warning)

    try damaged.write(to: url)
    let warning: TimelineStoreWarning?
    switch await store.loadSchedule(Self.key, as: TestEntry.self, historyAlone: historyAlone) {
    case .schedule(let lazy):
      // The schedule reads; the entries do not, and say so when decoded.
      #expect(FileManager.default.fileExists(atPath: url.path))
      warning = lazy.decoded().warning
    case .whole(let result):
      #expect(!FileManager.default.fileExists(atPath: url.path))
      warning = result.warning
    }
    #expect(warning?.description == whole.description)
  }

  /// The store reads by path: a folder named with or without its trailing `/` reads and
  /// reports the same file as the URL API names.
  @Test(arguments: [false, true])
  func aFileIsReadAndReportedAtTheURLsPath(trailingSlash: Bool) async throws {
    let directory = Self.makeDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let named = URL(
      fileURLWithPath: directory.path + (trailingSlash ? "/" : ""), isDirectory: true)
    let store = FileTimelineStore(directory: named)
    try await store.save(Self.stored("good"))
    #expect(await store.load(Self.key, as: TestEntry.self).stored == Self.stored("good"))
    let url = store.fileURL(for: Self.key)
    try Data("not json".utf8).write(to: url)
    let warning = try #require(await store.load(Self.key, as: TestEntry.self).warning)
    #expect(warning.location == url.path)
    #expect(!FileManager.default.fileExists(atPath: url.path))
  }

  @Test func aWriteThatFailsBeforeTheRenameLeavesTheOldTimeline() async throws {
    let directory = Self.makeDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try await FileTimelineStore(directory: directory).save(Self.stored("old"))
    let killed = FileTimelineStore(
      directory: directory,
      writer: StoreFileWriter(writeBytes: { _, _ in
        errno = EIO
        return -1
      }))

    await #expect(throws: TimelineStoreError.self) { try await killed.save(Self.stored("new")) }
    let loaded = await killed.load(Self.key, as: TestEntry.self)
    #expect(loaded.stored?.timeline.entries.first?.label == "old")
  }

  @Test func aTemporaryFileLeftByAKilledWriterIsIgnored() async throws {
    let directory = Self.makeDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = FileTimelineStore(directory: directory)
    try await store.save(Self.stored("old"))
    let url = store.fileURL(for: Self.key)
    let leftover = directory.appendingPathComponent(".\(url.lastPathComponent).dead.tmp")
    try Data(try Data(contentsOf: url).prefix(40)).write(to: leftover)

    #expect(
      await store.load(Self.key, as: TestEntry.self).stored?.timeline.entries.first?.label
        == "old")
    try await store.save(Self.stored("new"))
    #expect(
      await store.load(Self.key, as: TestEntry.self).stored?.timeline.entries.first?.label
        == "new")
  }

  @Test func removingForgetsTheTimeline() async throws {
    let directory = Self.makeDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = FileTimelineStore(directory: directory)
    try await store.save(Self.stored("gone"))
    try await store.remove(Self.key)
    try await store.remove(Self.key)
    #expect(await store.load(Self.key, as: TestEntry.self).stored == nil)
  }

  @Test func storeErrorsSayWhatToDoOnOneLine() {
    let error = TimelineStoreError(operation: .write, path: "/state/x.json", reason: "No space")
    #expect(
      error.description
        == "cannot write the stored timeline /state/x.json (No space); "
        + "check that the state directory is writable, or point XDG_STATE_HOME elsewhere")
  }
}
