import Foundation
import Testing

@testable import Timelines

/// The temporary files a writer killed between write and rename leaves: swept by a later
/// write once they are 10 minutes old, without a listing on every write.
@Suite struct TemporaryFileSweepTests {
  static let key = WidgetKey(kind: "todos", family: .systemLarge, configurationKey: "default")

  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("sweep-tests-\(UUID().uuidString)", isDirectory: true)

  private static func stored(_ label: String) -> StoredTimeline<TestEntry> {
    StoredTimeline(
      key: key,
      timeline: Timeline(entries: [TestEntry(date: minute(0), label: label)], policy: .atEnd),
      fetchedAt: minute(0))
  }

  /// Creates the file `name` in the test's folder, last modified at `modified`.
  private func leave(_ name: String, modified: Date) throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let url = directory.appendingPathComponent(name)
    try Data("{\"half".utf8).write(to: url)
    try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: url.path)
  }

  private func names() throws -> Set<String> {
    Set(try FileManager.default.contentsOfDirectory(atPath: directory.path))
  }

  @Test func aKilledWritersOldTemporaryFileIsDeletedByTheNextWrite() async throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = FileTimelineStore(directory: directory)
    let leftover = ".\(Self.key.fileName).\(UUID().uuidString).tmp"
    try leave(leftover, modified: Date().addingTimeInterval(-3600))

    try await store.save(Self.stored("new"))

    #expect(try names() == [Self.key.fileName])
    #expect(await store.load(Self.key, as: TestEntry.self).stored?.timeline.entries.count == 1)
  }

  @Test func onlyTemporaryFilesOlderThanTheGraceAreDeleted() async throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let now = minute(0).addingTimeInterval(400 * oneDay)
    let old = ".a.json.\(UUID().uuidString).tmp"
    let writing = ".b.json.\(UUID().uuidString).tmp"
    // Not the store's temporary files: never touched, however old.
    let others = ["a.json.tmp", ".hidden", "notes.tmp.txt"]
    try leave(old, modified: now.addingTimeInterval(-11 * 60))
    try leave(writing, modified: now.addingTimeInterval(-9 * 60))
    for name in others { try leave(name, modified: now.addingTimeInterval(-oneDay)) }
    let store = FileTimelineStore(directory: directory, writer: AtomicFile(now: { now }))

    try await store.save(Self.stored("new"))

    #expect(try names() == Set([writing, Self.key.fileName] + others))
  }

  @Test func placementRecordsAreSweptToo() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let leftover = ".\(Self.key.fileName).\(UUID().uuidString).tmp"
    try leave(leftover, modified: Date().addingTimeInterval(-3600))

    try PlacementStore(directory: directory).place(
      PlacedWidget(key: Self.key, lastDrawn: minute(0)))

    #expect(try names() == [Self.key.fileName])
  }

  @Test func aFolderIsListedOnItsFirstWriteThenOnceEveryTenMinutes() {
    let folder = directory.appendingPathComponent("timed")
    let start = ContinuousClock.now
    var due: [Int] = []
    // A write every 10 seconds for half an hour, however many there are.
    for write in 0..<180
    where TemporaryFileSweep.recordWrite(in: folder, at: start + .seconds(10 * write)) {
      due.append(write)
    }
    #expect(due == [0, 60, 120])
    #expect(
      TemporaryFileSweep.recordWrite(in: directory.appendingPathComponent("other"), at: start))
  }
}
