import Foundation
import PrivateFiles

extension FileClerkRollStore {
  /// One entry file as the folder lists it.
  struct Listed {
    var url: URL
    var size: Int
    var lastUsed: Date
  }

  /// The entry files in the folder (not the temporary files of writes under way), each from
  /// one `fstatat` (``PrivateFile/regularFiles(in:)``).
  func listed() -> [Listed] {
    (PrivateFile.regularFiles(in: directory) ?? []).compactMap { file in
      guard file.name.hasSuffix(".json"), !file.name.hasPrefix(".") else { return nil }
      return Listed(
        url: directory.appendingPathComponent(file.name, isDirectory: false), size: file.size,
        lastUsed: file.modified)
    }
  }

  /// Deletes the entries used longest ago until at most ``maxRolls`` entries and ``maxBytes``
  /// bytes are left.
  func evict() {
    var entries = listed()
    var bytes = entries.reduce(0) { $0 + $1.size }
    guard entries.count > maxRolls || bytes > maxBytes else { return }
    entries.sort {
      ($0.lastUsed, $0.url.lastPathComponent) < ($1.lastUsed, $1.url.lastPathComponent)
    }
    var count = entries.count
    for entry in entries where count > maxRolls || bytes > maxBytes {
      try? FileManager.default.removeItem(at: entry.url)
      count -= 1
      bytes -= entry.size
    }
  }
}
