import Foundation
import Synchronization
import Testing

@testable import PrivateFiles

/// The one writer of the cache, the roll store and the state files: whole or not at all, the
/// owner's alone, and temporary files swept once nobody holds them.
@Suite struct PrivateFileTests {
  let directory: URL

  init() throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("private-file-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  private func names() throws -> Set<String> {
    Set(try FileManager.default.contentsOfDirectory(atPath: directory.path))
  }

  @Test func aFileIsReplacedWholeAndPrivateWithNothingLeftBeside() throws {
    let file = directory.appendingPathComponent("rolls.json")
    try Data("old".utf8).write(to: file)
    let date = Date(timeIntervalSince1970: 1_750_000_000)
    try PrivateFile.replace(Data("new".utf8), at: file, modificationDate: date)
    #expect(try Data(contentsOf: file) == Data("new".utf8))
    let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
    #expect(attributes[.posixPermissions] as? Int == 0o600)
    #expect(attributes[.modificationDate] as? Date == date)
    #expect(try names() == ["rolls.json"])
  }

  /// By path, as by URL: the temporary file beside the target (a full disk shows it), and
  /// nothing left beside it after.
  @Test func aFileNamedByItsPathIsReplacedTheSameWay() throws {
    let path = directory.path + "/state.json"
    let sawTemporary = Mutex<[String]>([])
    let watched: PrivateFile.WriteBytes = { descriptor, buffer in
      sawTemporary.withLock { $0 = (try? names().sorted()) ?? [] }
      return PrivateFile.systemWrite(descriptor, buffer)
    }
    try PrivateFile.replace(Data("one".utf8), atPath: path, durable: false, writeBytes: watched)
    #expect(FileManager.default.contents(atPath: path) == Data("one".utf8))
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    #expect(attributes[.posixPermissions] as? Int == 0o600)
    let during = sawTemporary.withLock { $0 }
    #expect(during.count == 1)
    #expect(during.first?.hasPrefix(".state.json.") == true)
    #expect(during.first?.hasSuffix(".tmp") == true)
    #expect(try names() == ["state.json"])
  }

  @Test func aFullDiskLeavesTheOldFileAndNoTemporaryFile() throws {
    let file = directory.appendingPathComponent("rolls.json")
    try Data("old".utf8).write(to: file)
    let full: PrivateFile.WriteBytes = { _, _ in
      errno = ENOSPC
      return -1
    }
    #expect(throws: PrivateFile.Failure.self) {
      try PrivateFile.replace(Data("new".utf8), at: file, durable: false, writeBytes: full)
    }
    #expect(try Data(contentsOf: file) == Data("old".utf8))
    #expect(try names() == ["rolls.json"])
  }

  @Test func aTemporaryFileIsNamedWith128RandomBitsTheSweepKnows() throws {
    let file = directory.appendingPathComponent("rolls.json")
    let names = Mutex<[String]>([])
    let watched: PrivateFile.WriteBytes = { [directory] descriptor, buffer in
      let listed = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
      names.withLock { $0 += listed.filter { $0 != "rolls.json" } }
      return write(descriptor, buffer.baseAddress, buffer.count)
    }
    try PrivateFile.replace(Data("one".utf8), at: file, durable: false, writeBytes: watched)
    try PrivateFile.replace(Data("two".utf8), at: file, durable: false, writeBytes: watched)
    let seen = names.withLock { $0 }
    #expect(seen.count == 2 && seen[0] != seen[1], "\(seen)")
    for name in seen {
      let random = name.dropFirst(".rolls.json.".count).dropLast(".tmp".count)
      #expect(name.hasPrefix(".rolls.json.") && name.hasSuffix(".tmp"), "\(name)")
      #expect(random.count == 32 && random.allSatisfy(\.isHexDigit), "\(name)")
      #expect(PrivateFile.isTemporary(name), "\(name)")
    }
  }

  @Test func theWriterHoldsItsTemporaryFileUntilTheRename() throws {
    let file = directory.appendingPathComponent("rolls.json")
    let later = Date().addingTimeInterval(3600)
    // A sweep at the worst moment, an hour later (another process): the file is held.
    let swept: PrivateFile.WriteBytes = { [directory] descriptor, buffer in
      let deleted = PrivateFile.removeAbandonedTemporaryFiles(in: directory, now: later)
      guard deleted.isEmpty else {
        errno = EIO
        return -1
      }
      return write(descriptor, buffer.baseAddress, buffer.count)
    }
    try PrivateFile.replace(Data("new".utf8), at: file, writeBytes: swept)
    #expect(try Data(contentsOf: file) == Data("new".utf8))
  }

  @Test func onlyTemporaryFilesNobodyHoldsAreSwept() throws {
    let now = Date().addingTimeInterval(3600)
    func leave(_ name: String, age: TimeInterval) throws {
      let url = directory.appendingPathComponent(name)
      try Data("{half".utf8).write(to: url)
      try FileManager.default.setAttributes(
        [.modificationDate: now.addingTimeInterval(-age)], ofItemAtPath: url.path)
    }
    let abandoned = ".a.cache.\(UUID().uuidString).tmp"
    let held = ".b.cache.\(UUID().uuidString).tmp"
    let young = ".c.cache.\(UUID().uuidString).tmp"
    try leave(abandoned, age: 30)
    try leave(held, age: 86_400)
    try leave(young, age: 1)
    for name in ["a.cache", ".hidden", "notes.tmp.txt"] { try leave(name, age: 86_400) }
    let writer = open(directory.appendingPathComponent(held).path, O_RDONLY | O_CLOEXEC)
    defer { close(writer) }
    #expect(writer >= 0 && flock(writer, LOCK_EX | LOCK_NB) == 0)

    #expect(PrivateFile.removeAbandonedTemporaryFiles(in: directory, now: now) == [abandoned])
    #expect(try names() == [held, young, "a.cache", ".hidden", "notes.tmp.txt"])
  }

  @Test func aFolderIsSweptOnItsFirstWriteThenOnceASpacing() {
    let folder = directory.appendingPathComponent("timed")
    let start = ContinuousClock.now
    var due: [Int] = []
    // A write every 10 seconds for half an hour, however many there are.
    for write in 0..<180
    where PrivateFile.isSweepDue(
      in: folder, spacing: .seconds(600), at: start + .seconds(10 * write))
    {
      due.append(write)
    }
    #expect(due == [0, 60, 120])
    #expect(PrivateFile.isSweepDue(in: directory.appendingPathComponent("other"), spacing: nil))
    #expect(!PrivateFile.isSweepDue(in: directory.appendingPathComponent("other"), spacing: nil))
  }

  @Test func aFolderIsMadeWithItsParentsForItsOwnerAlone() throws {
    let nested = directory.appendingPathComponent("a/b/c")
    try PrivateFile.createDirectory(nested)
    try PrivateFile.createDirectory(nested)
    for path in ["a", "a/b", "a/b/c"] {
      let attributes = try FileManager.default.attributesOfItem(
        atPath: directory.appendingPathComponent(path).path)
      #expect(attributes[.posixPermissions] as? Int == 0o700, "\(path)")
    }
    let file = directory.appendingPathComponent("file")
    try Data("x".utf8).write(to: file)
    #expect(throws: PrivateFile.Failure.self) {
      try PrivateFile.createDirectory(file.appendingPathComponent("inside"))
    }
  }
}
