import Foundation
import PrivateFiles
import Synchronization
import Testing

@testable import Timelines

/// The temporary files a writer killed between write and rename leaves: swept by a later
/// write or a refresher's pass once nobody holds them, without a listing on every write.
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

  @Test func aTemporaryFileIsDeletedWhenNobodyHoldsItAndNeverWhileAWriterDoes() async throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let now = minute(0).addingTimeInterval(400 * oneDay)
    let abandoned = ".a.json.\(UUID().uuidString).tmp"
    let held = ".b.json.\(UUID().uuidString).tmp"
    let young = ".c.json.\(UUID().uuidString).tmp"
    // Not the store's temporary files: never touched, however old.
    let others = ["a.json.tmp", ".hidden", "notes.tmp.txt"]
    try leave(abandoned, modified: now.addingTimeInterval(-30))
    try leave(held, modified: now.addingTimeInterval(-oneDay))
    try leave(young, modified: now.addingTimeInterval(-1))
    for name in others { try leave(name, modified: now.addingTimeInterval(-oneDay)) }
    // A writer still at work holds its file's lock, however long it has been at it.
    let writer = open(directory.appendingPathComponent(held).path, O_RDONLY | O_CLOEXEC)
    #expect(writer >= 0 && flock(writer, LOCK_EX | LOCK_NB) == 0)
    defer { close(writer) }
    let store = FileTimelineStore(directory: directory, writer: StoreFileWriter(now: { now }))

    #expect(store.removeAbandonedTemporaryFiles() == [abandoned])
    #expect(try names() == Set([held, young] + others))
  }

  @Test func aWriterHoldsItsTemporaryFileUntilItIsRenamed() async throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let later = Date().addingTimeInterval(3600)
    let heldAtRename = Mutex<Bool?>(nil)
    let writer = StoreFileWriter(writeBytes: { [directory] descriptor, buffer in
      // Another process's sweep, an hour later, at the worst moment: it cannot take the lock.
      let deleted = PrivateFile.removeAbandonedTemporaryFiles(in: directory, now: later)
      heldAtRename.withLock { $0 = deleted.isEmpty }
      return write(descriptor, buffer.baseAddress, buffer.count)
    })
    let store = FileTimelineStore(directory: directory, writer: writer)
    try await store.save(Self.stored("new"))
    #expect(heldAtRename.withLock { $0 } == true)
    #expect(try names() == [Self.key.fileName])
  }

  @Test func placementRecordsAreSweptToo() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let leftover = ".\(Self.key.fileName).\(UUID().uuidString).tmp"
    try leave(leftover, modified: Date().addingTimeInterval(-3600))

    try PlacementStore(directory: directory).place(
      PlacedWidget(key: Self.key, lastDrawn: minute(0)))

    #expect(try names() == [Self.key.fileName])
  }
}
