import Foundation
import Testing

@testable import VotesDomain

/// The file-backed roll store on a real temporary folder.
@Suite struct FileClerkRollStoreTests {
  let directory: URL
  let warnings = Warnings()

  init() throws {
    directory = try StoreFixtures.temporaryDirectory().appendingPathComponent("site/rolls")
  }

  /// A store in ``directory`` at `date`.
  func store(at date: Date, maxRolls: Int = 400, maxBytes: Int = 4 << 20) -> FileClerkRollStore {
    FileClerkRollStore(
      directory: directory, maxRolls: maxRolls, maxBytes: maxBytes,
      now: StoreFixtures.clock(date), warn: warnings.callback)
  }

  static func rolls(_ numbers: [Int]) -> [ClerkRoll] {
    numbers.map { ClerkRoll(year: 2025, roll: $0) }
  }

  @Test func votesComeBackAcrossInstancesInPrivateFiles() async throws {
    let votes = [
      ClerkRoll(year: 2025, roll: 195): try StoreFixtures.vote(195),
      ClerkRoll(year: 2024, roll: 7): try StoreFixtures.vote(7, year: 2024),
    ]
    store(at: StoreFixtures.day(0)).store(votes)
    let read = store(at: StoreFixtures.day(1)).storedRolls(Array(votes.keys) + Self.rolls([3]))
    #expect(read.mapValues(\.vote) == votes)
    #expect(read.values.allSatisfy { $0.storedAt == StoreFixtures.day(0) })
    #expect(StoreFixtures.names(in: directory) == ["2024-7.json", "2025-195.json"])
    let manager = FileManager.default
    let folderMode = try manager.attributesOfItem(atPath: directory.path)[.posixPermissions]
    let fileMode = try manager.attributesOfItem(
      atPath: directory.appendingPathComponent("2025-195.json").path)[.posixPermissions]
    #expect((folderMode as? NSNumber)?.intValue == 0o700)
    #expect((fileMode as? NSNumber)?.intValue == 0o600)
    #expect(warnings.lines.isEmpty)
  }

  /// A writer killed mid-write left a temporary file: the next store in another process (the
  /// first here, in a new folder) deletes it, as nobody holds it.
  @Test func aKilledWritersTemporaryFileGoesWithTheNextStore() throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let leftover = directory.appendingPathComponent(".2025-9.json.\(UUID().uuidString).tmp")
    try Data("{half".utf8).write(to: leftover)
    try FileManager.default.setAttributes(
      [.modificationDate: Date().addingTimeInterval(-60)], ofItemAtPath: leftover.path)
    store(at: StoreFixtures.day(0)).store([
      ClerkRoll(year: 2025, roll: 195): try StoreFixtures.vote(195)
    ])
    #expect(StoreFixtures.names(in: directory) == ["2025-195.json"])
  }

  /// A good entry's text made bad: empty, not JSON, cut short, another format, filed under
  /// another year, a vote out of range.
  static let damages: [@Sendable (String) -> String] = [
    { _ in "" }, { _ in "{" }, { _ in "not json" }, { String($0.prefix($0.count / 2)) },
    { $0.replacingOccurrences(of: #""format":1"#, with: #""format":2"#) },
    { String($0.dropLast(#""year":2025}"#.count)) + #""year":2024}"# },
    { $0.replacingOccurrences(of: #""congress":119"#, with: #""congress":1000"#) },
  ]

  @Test func aCorruptTruncatedOrForeignEntryIsDiscardedWithOneWarning() async throws {
    let rolls = Self.rolls([11] + Self.damages.indices.map { 100 + $0 })
    store(at: StoreFixtures.day(0)).store(
      Dictionary(uniqueKeysWithValues: try rolls.map { ($0, try StoreFixtures.vote($0.roll)) }))
    for (index, damage) in Self.damages.enumerated() {
      let file = directory.appendingPathComponent("2025-\(100 + index).json")
      let text = String(decoding: try Data(contentsOf: file), as: UTF8.self)
      #expect(text.hasSuffix(#""year":2025}"#))
      let damaged = damage(text)
      #expect(damaged != text)
      try Data(damaged.utf8).write(to: file)
    }
    let read = store(at: StoreFixtures.day(1)).storedRolls(rolls)
    #expect(read.keys.sorted { $0.roll < $1.roll } == Self.rolls([11]))
    #expect(
      warnings.lines == [
        "7 stored rolls (2025/100, 2025/101, 2025/102, …) were corrupt, truncated or from another "
          + "version; fetching them again"
      ])
    #expect(StoreFixtures.names(in: directory) == ["2025-11.json"])
  }

  @Test func oneBadEntryIsNamed() async throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data("{\"format\":".utf8).write(to: directory.appendingPathComponent("2025-9.json"))
    #expect(store(at: StoreFixtures.day(0)).storedRolls(Self.rolls([9, 9])).isEmpty)
    #expect(
      warnings.lines == [
        "stored roll 2025/9 was corrupt, truncated or from another version; fetching it again"
      ])
  }

  @Test func anOversizedEntryIsNotRead() async throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let huge = Data(repeating: 0x20, count: FileClerkRollStore.maxEntryBytes + 1)
    try huge.write(to: directory.appendingPathComponent("2025-5.json"))
    #expect(store(at: StoreFixtures.day(0)).storedRolls(Self.rolls([5])).isEmpty)
    #expect(warnings.lines.count == 1)
  }

  @Test func theEntriesUsedLongestAgoAreEvictedFirst() async throws {
    for roll in 1...3 {
      store(at: StoreFixtures.day(Double(roll))).store(
        [ClerkRoll(year: 2025, roll: roll): try StoreFixtures.vote(roll)])
    }
    _ = store(at: StoreFixtures.day(4)).storedRolls(Self.rolls([1]))  // 1 is used again
    store(at: StoreFixtures.day(5), maxRolls: 3).store(
      [ClerkRoll(year: 2025, roll: 4): try StoreFixtures.vote(4)])
    #expect(StoreFixtures.names(in: directory) == ["2025-1.json", "2025-3.json", "2025-4.json"])
  }

  @Test func theFolderIsKeptWithinItsBytes() async throws {
    let votes = Dictionary(
      uniqueKeysWithValues: try (1...10).map {
        (ClerkRoll(year: 2025, roll: $0), try StoreFixtures.vote($0))
      })
    store(at: StoreFixtures.day(0)).store(votes)
    let size = try #require(
      FileClerkRollStore.fileSize(directory.appendingPathComponent("2025-1.json")))
    store(at: StoreFixtures.day(1), maxBytes: 3 * size + size / 2).store(
      [ClerkRoll(year: 2025, roll: 11): try StoreFixtures.vote(11)])
    let left = StoreFixtures.names(in: directory)
    #expect(left.count == 3)
    #expect(left.contains("2025-11.json"))
  }

  /// A full disk (writes through /dev/full): the old entry stays, the command goes on, and
  /// one line says what was not kept.
  @Test func aFullDiskLosesNothingThatWasThere() async throws {
    store(at: StoreFixtures.day(0)).store([
      ClerkRoll(year: 2025, roll: 1): try StoreFixtures.vote(1)
    ])
    let before = try Data(contentsOf: directory.appendingPathComponent("2025-1.json"))
    let full = open("/dev/full", O_WRONLY)
    try #require(full >= 0)
    defer { close(full) }
    let store = FileClerkRollStore(
      directory: directory, maxRolls: 400, maxBytes: 4 << 20, now: StoreFixtures.clock(.now),
      warn: warnings.callback,
      writeBytes: { _, buffer in write(full, buffer.baseAddress, buffer.count) })
    store.store(
      Dictionary(
        uniqueKeysWithValues: try [1, 2].map {
          (ClerkRoll(year: 2025, roll: $0), try StoreFixtures.vote($0))
        }))
    #expect(try Data(contentsOf: directory.appendingPathComponent("2025-1.json")) == before)
    #expect(StoreFixtures.names(in: directory) == ["2025-1.json"])
    #expect(warnings.lines == ["cannot keep 2 rolls in the cache: No space left on device"])
  }

  @Test func aFolderThatCannotBeMadeLosesOnlyTheEntries() async throws {
    let blocker = directory.deletingLastPathComponent()
    try FileManager.default.createDirectory(
      at: blocker.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("x".utf8).write(to: blocker)
    store(at: StoreFixtures.day(0)).store([
      ClerkRoll(year: 2025, roll: 1): try StoreFixtures.vote(1)
    ])
    #expect(store(at: StoreFixtures.day(0)).storedRolls(Self.rolls([1])).isEmpty)
    #expect(warnings.lines.count == 1)
    #expect(warnings.lines.first?.hasPrefix("cannot keep 1 roll in the cache") == true)
  }

  @Test func eachSiteHasAFolderOfItsOwnWithNoSecretInItsName() throws {
    let cache = URL(fileURLWithPath: "/cache")
    func folder(_ url: String) throws -> URL {
      FileClerkRollStore.cacheFolder(for: try #require(URL(string: url)), in: cache)
    }
    let clerk = try folder("https://clerk.house.gov")
    #expect(try folder("https://clerk.house.gov/") == clerk)
    #expect(try folder("https://user:s3cret@CLERK.house.gov/") == clerk)
    #expect(try folder("http://127.0.0.1:8080") != clerk)
    #expect(try folder("http://127.0.0.1:8081") != folder("http://127.0.0.1:8080"))
    #expect(clerk.deletingLastPathComponent().path == "/cache/clerk")
    let name = clerk.lastPathComponent
    #expect(name.count == 16 && name.allSatisfy(\.isHexDigit))
    #expect(!name.contains("clerk") && !name.contains("s3cret"))
  }
}
