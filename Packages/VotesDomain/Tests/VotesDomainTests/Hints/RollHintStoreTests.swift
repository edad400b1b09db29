import Foundation
import Testing

@testable import VotesDomain

@Suite struct RollHintStoreTests {
  /// A fresh directory under the system's temporary directory.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("VotesDomainTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// A file store seen the way a source sees it.
  static func store(_ file: URL) -> any RollHintStore {
    FileRollHintStore(fileURL: file)
  }

  @Test func theFileStoreRemembersAcrossInstances() async throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("nested/roll-hints.json")
    #expect(await Self.store(file).highestRoll(year: 2025) == nil)
    await Self.store(file).setHighestRoll(195, year: 2025)
    await Self.store(file).setHighestRoll(12, year: 2026)
    let reopened = Self.store(file)
    #expect(await reopened.highestRoll(year: 2025) == 195)
    #expect(await reopened.highestRoll(year: 2026) == 12)
    let text = String(decoding: try Data(contentsOf: file), as: UTF8.self)
    #expect(text == #"{"highestRolls":{"2025":195,"2026":12}}"#)
    let leftovers = try FileManager.default.contentsOfDirectory(
      atPath: file.deletingLastPathComponent().path)
    #expect(leftovers == ["roll-hints.json"])
  }

  @Test(arguments: [
    "", "not json", #"{"highestRolls": 7}"#, #"{"highestRolls":{"x":3,"2025":-4}}"#,
  ])
  func aCorruptFileCountsAsEmptyAndIsReplaced(_ contents: String) async throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("roll-hints.json")
    try Data(contents.utf8).write(to: file)
    let store = Self.store(file)
    #expect(await store.highestRoll(year: 2025) == nil)
    await store.setHighestRoll(40, year: 2025)
    #expect(await store.highestRoll(year: 2025) == 40)
  }

  @Test func onlyTheMostRecentYearsAreKept() async throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = FileRollHintStore(fileURL: directory.appendingPathComponent("hints.json"))
    for year in 2018...2025 { store.setHighestRoll(year - 2000, year: year) }
    #expect(store.read() == [2021: 21, 2022: 22, 2023: 23, 2024: 24, 2025: 25])
  }

  @Test func anUnwritableFileLosesOnlyTheHint() async throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let blocker = directory.appendingPathComponent("file")
    try Data("x".utf8).write(to: blocker)
    let store = Self.store(blocker.appendingPathComponent("hints.json"))
    await store.setHighestRoll(3, year: 2025)
    #expect(await store.highestRoll(year: 2025) == nil)
  }

  @Test func theInMemoryStoreKeepsWhatItIsGiven() async {
    let store = InMemoryRollHintStore([2024: 500])
    await store.setHighestRoll(7, year: 2025)
    #expect(await store.highestRoll(year: 2024) == 500)
    #expect(await store.hints == [2024: 500, 2025: 7])
  }
}
