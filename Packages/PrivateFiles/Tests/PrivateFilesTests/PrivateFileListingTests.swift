import Foundation
import Testing

@testable import PrivateFiles

/// The listing the HTTP cache's eviction reads: regular files only, each with its size and
/// modification time as the file system has them.
@Suite struct PrivateFileListingTests {
  let directory: URL

  init() throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("private-file-listing-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  @Test func regularFilesComeWithTheirSizesAndTimesAndNothingElseIsListed() throws {
    let old = Date(timeIntervalSince1970: 1_750_000_000.25)
    let new = Date(timeIntervalSince1970: 1_760_000_000.5)
    try PrivateFile.replace(
      Data("abc".utf8), at: directory.appendingPathComponent("a.cache"),
      durable: false, modificationDate: old)
    try PrivateFile.replace(
      Data(count: 1000), at: directory.appendingPathComponent(".b.tmp"),
      durable: false, modificationDate: new)
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("folder"), withIntermediateDirectories: false)
    try FileManager.default.createSymbolicLink(
      atPath: directory.appendingPathComponent("link.cache").path,
      withDestinationPath: directory.appendingPathComponent("a.cache").path)

    let files = try #require(PrivateFile.regularFiles(in: directory))
    let byName = Dictionary(uniqueKeysWithValues: files.map { ($0.name, $0) })
    #expect(Set(byName.keys) == ["a.cache", ".b.tmp"])
    #expect(byName["a.cache"]?.size == 3)
    #expect(byName[".b.tmp"]?.size == 1000)
    #expect(
      abs((byName["a.cache"]?.modified ?? .distantPast).timeIntervalSince(old)) < 0.001)
    #expect(abs((byName[".b.tmp"]?.modified ?? .distantPast).timeIntervalSince(new)) < 0.001)
    // One file's size, the same way: a regular file's alone.
    #expect(PrivateFile.regularFileSize(at: directory.appendingPathComponent("a.cache")) == 3)
    for other in ["link.cache", "folder", "missing"] {
      #expect(PrivateFile.regularFileSize(at: directory.appendingPathComponent(other)) == nil)
    }
  }

  @Test func aFolderThatIsNotThereCannotBeListed() {
    #expect(PrivateFile.regularFiles(in: directory.appendingPathComponent("missing")) == nil)
  }
}
