import Foundation
import Networking
import PrivateFiles

/// Roll hints in a small JSON file, e.g. `~/.cache/votes/roll-hints.json`:
/// `{"highestRolls": {"2025": 362, "2026": 14}}`.
///
/// Each write goes to a temporary file in the same directory and is renamed over the old
/// one, so a reader never sees half a file. A file that is missing, unreadable or corrupt
/// counts as empty and is replaced on the next write. Only the five most recent years are
/// kept. Two processes writing at once may lose one's hint, which only costs probes.
public struct FileRollHintStore: RollHintStore {
  /// The JSON file; its directory is created on the first write.
  public let fileURL: URL

  /// How many years' hints are kept (the most recent ones).
  static let keptYears = 5

  /// Creates a store reading and writing `fileURL`.
  public init(fileURL: URL) {
    self.fileURL = fileURL
  }

  /// The highest roll remembered for `year`; nil when none is or the file cannot be read.
  public func highestRoll(year: Int) -> Int? {
    read()[year]
  }

  /// Remembers `roll` for `year`; a file that cannot be written is left as it was.
  public func setHighestRoll(_ roll: Int, year: Int) {
    var hints = read()
    hints[year] = roll
    let kept = hints.keys.sorted().suffix(Self.keptYears)
    try? write(hints.filter { kept.contains($0.key) })
  }

  /// The file's shape.
  private struct Contents: Codable {
    /// Year (as text: JSON keys are strings) → highest roll.
    var highestRolls: [String: Int]
  }

  /// Every hint in the file; empty when it is missing or corrupt.
  func read() -> [Int: Int] {
    guard let data = try? Data(contentsOf: fileURL),
      let contents = try? JSONDecoder().decode(Contents.self, from: data)
    else { return [:] }
    var hints: [Int: Int] = [:]
    for (key, roll) in contents.highestRolls {
      if let year = key.decimalValue, roll > 0 { hints[year] = roll }
    }
    return hints
  }

  /// Replaces the file atomically (`PrivateFile`: a temporary file in the same directory,
  /// rename(2)), not flushed to disk: a hint lost in a crash costs only probes. Like every
  /// file the apps keep, it is the owner's alone (0600, in a 0700 directory).
  private func write(_ hints: [Int: Int]) throws {
    let directory = fileURL.deletingLastPathComponent()
    try PrivateFile.createDirectory(directory)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let contents = Contents(
      highestRolls: Dictionary(uniqueKeysWithValues: hints.map { (String($0.key), $0.value) }))
    try PrivateFile.replace(encoder.encode(contents), at: fileURL, durable: false)
  }
}
