import Foundation
import Networking
import PrivateFiles

/// Rolls kept as one small JSON file each, e.g. `~/.cache/votes/clerk/<site>/rolls/2025-195.json`.
///
/// Writes are atomic (a temporary file in the same directory, renamed over the entry), the
/// owner's alone (0600 in a 0700 directory). They are not flushed to disk (no fsync): an
/// entry is a copy the Clerk serves again, so a crash costs at most a request, and the rename
/// alone keeps every entry whole. An entry that is corrupt, truncated, larger than
/// ``maxEntryBytes`` or written by another version of this format is deleted, with one
/// warning line per lookup, and so fetched again. A write that fails (a full disk) loses
/// only the new entry, with one warning line per batch. The folder is kept to at most
/// ``maxRolls`` entries and ``maxBytes`` bytes: the entries used longest ago (read or
/// written: a file's modification date) go first.
///
/// ```swift
/// let folder = FileClerkRollStore.cacheFolder(for: baseURL, in: cacheDirectory)
/// let store = FileClerkRollStore(directory: folder.appendingPathComponent("rolls"))
/// ```
public struct FileClerkRollStore: ClerkRollStore {
  /// The folder of entries; created on the first write.
  public let directory: URL
  /// The most entries kept.
  public let maxRolls: Int
  /// The most bytes of entries kept.
  public let maxBytes: Int
  let now: @Sendable () -> Date
  let warn: (@Sendable (String) -> Void)?
  let writeBytes: PrivateFile.WriteBytes

  /// The format written in every entry; an entry with another is discarded.
  static let format = 1
  /// The largest entry read; a roll's vote is a few kilobytes.
  public static let maxEntryBytes = 256 * 1024

  /// Creates a store in `directory`.
  ///
  /// - Parameters:
  ///   - directory: The folder of entries, one site's alone.
  ///   - maxRolls: The most entries kept (a year is at most ~1,200 rolls; 400 by default).
  ///   - maxBytes: The most bytes kept (4 MiB by default).
  ///   - now: The clock that stamps entries and their use.
  ///   - warn: Told one line (no app prefix) when entries are discarded or cannot be kept.
  public init(
    directory: URL, maxRolls: Int = 400, maxBytes: Int = 4 * 1024 * 1024,
    now: @escaping @Sendable () -> Date = { Date() },
    warn: (@Sendable (String) -> Void)? = nil
  ) {
    self.init(
      directory: directory, maxRolls: maxRolls, maxBytes: maxBytes, now: now, warn: warn,
      writeBytes: PrivateFile.systemWrite)
  }

  /// Creates a store whose files are written through `writeBytes` (tests: a full disk).
  init(
    directory: URL, maxRolls: Int, maxBytes: Int, now: @escaping @Sendable () -> Date,
    warn: (@Sendable (String) -> Void)?, writeBytes: @escaping PrivateFile.WriteBytes
  ) {
    self.directory = directory
    self.maxRolls = max(0, maxRolls)
    self.maxBytes = max(0, maxBytes)
    self.now = now
    self.warn = warn
    self.writeBytes = writeBytes
  }

  /// One entry's file.
  struct Entry: Codable {
    var format: Int
    var year: Int
    var roll: Int
    /// Seconds since 1970.
    var storedAt: Double
    var vote: Vote
  }

  /// The file of `roll`: `2025-195.json`.
  func fileURL(_ roll: ClerkRoll) -> URL {
    directory.appendingPathComponent("\(roll.year)-\(roll.roll).json")
  }

  /// The readable entries for `rolls`, each marked as used now; unreadable ones are deleted,
  /// with one warning naming them.
  public func storedRolls(_ rolls: [ClerkRoll]) -> [ClerkRoll: StoredClerkRoll] {
    var found: [ClerkRoll: StoredClerkRoll] = [:]
    var discarded: [ClerkRoll] = []
    let date = now()
    for roll in rolls where found[roll] == nil && !discarded.contains(roll) {
      let url = fileURL(roll)
      guard let size = Self.fileSize(url) else { continue }  // none, or not a file
      if size <= Self.maxEntryBytes, let data = try? Data(contentsOf: url),
        let entry = Self.entry(from: data, roll: roll)
      {
        found[roll] = entry
        try? FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: url.path)
      } else {
        try? FileManager.default.removeItem(at: url)
        discarded.append(roll)
      }
    }
    if !discarded.isEmpty { warn?(Self.discardWarning(discarded)) }
    return found
  }

  /// Writes an entry for each of `votes`, then keeps the folder within its bounds.
  public func store(_ votes: [ClerkRoll: Vote]) {
    guard !votes.isEmpty else { return }
    let date = now()
    var failure: (any Error)?
    var failed = 0
    do {
      try PrivateFile.createDirectory(directory)
    } catch {
      warn?("cannot keep \(Self.rolls(votes.count)) in the cache: \(error.localizedDescription)")
      return
    }
    // What writers killed mid-write left here: once a process, before its first write.
    PrivateFile.removeAbandonedTemporaryFilesOnce(in: directory)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    for (roll, vote) in votes.sorted(by: { ($0.key.year, $0.key.roll) < ($1.key.year, $1.key.roll) }
    ) {
      let entry = Entry(
        format: Self.format, year: roll.year, roll: roll.roll,
        storedAt: date.timeIntervalSince1970, vote: vote)
      do {
        let data = try encoder.encode(entry)
        try PrivateFile.replace(
          data, at: fileURL(roll), durable: false, modificationDate: date,
          writeBytes: writeBytes)
      } catch {
        failure = failure ?? error
        failed += 1
      }
    }
    evict()
    if let failure { warn?("cannot keep \(Self.rolls(failed)) in the cache: \(failure)") }
  }

  /// The entry in `data` when it is whole, of this format, for `roll`, with a vote in range.
  static func entry(from data: Data, roll: ClerkRoll) -> StoredClerkRoll? {
    guard let entry = try? JSONDecoder().decode(Entry.self, from: data),
      entry.format == format, entry.year == roll.year, entry.roll == roll.roll,
      entry.storedAt.isFinite, entry.vote.id.isInRange
    else { return nil }
    return StoredClerkRoll(
      vote: entry.vote, storedAt: Date(timeIntervalSince1970: entry.storedAt))
  }

  /// The size of the regular file at `url` (one `lstat`); nil when there is none.
  static func fileSize(_ url: URL) -> Int? {
    PrivateFile.regularFileSize(at: url)
  }

  /// "stored roll 2025/193 was corrupt, …; fetching it again", or the same for several.
  static func discardWarning(_ rolls: [ClerkRoll]) -> String {
    let why = "corrupt, truncated or from another version"
    guard rolls.count > 1 else {
      return "stored roll \(rolls.map(\.description).joined()) was \(why); fetching it again"
    }
    let names = rolls.prefix(3).map(\.description).joined(separator: ", ")
    let more = rolls.count > 3 ? ", …" : ""
    return "\(rolls.count) stored rolls (\(names)\(more)) were \(why); fetching them again"
  }

  /// "1 roll", "3 rolls".
  static func rolls(_ count: Int) -> String { count == 1 ? "1 roll" : "\(count) rolls" }
}
