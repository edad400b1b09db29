import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Foundation on Linux makes two folders whenever a `URLSessionConfiguration` is made, even
/// one without a cache or cookies: `org.swift.foundation.URLCache/<process>` in the user's
/// cache folder and `<folder of the executable>` in the data folder
/// (`~/.local/share/bin` for a program in `~/.local/bin`). Nothing is ever written in them
/// here (caching and cookies are off), so they would only be left behind, surviving an
/// uninstall: ``withoutLeftovers(_:)`` removes the ones it made, and any parent it made.
enum FoundationFolders {
  /// Runs `make` and removes the empty folders it left that were not there before.
  static func withoutLeftovers<Result>(_ make: () -> Result) -> Result {
    let missing = leaves.flatMap(missingFolders(upTo:))
    let result = make()
    // Deepest first; `rmdir` removes only an empty folder, so nothing of anyone's is lost.
    for folder in missing.sorted(by: { $0.count > $1.count }) { rmdir(folder) }
    return result
  }

  /// The two folders Foundation makes.
  static var leaves: [URL] {
    let manager = FileManager.default
    let caches = manager.urls(for: .cachesDirectory, in: .userDomainMask).first
    let support = manager.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
    // The executable's folder, without what follows its last dot, as Foundation names it.
    var bundle = Bundle.main.bundleURL.lastPathComponent
    if let dot = bundle.lastIndex(of: "."), dot != bundle.startIndex {
      bundle = String(bundle[..<dot])
    }
    return [
      caches?.appendingPathComponent("org.swift.foundation.URLCache")
        .appendingPathComponent(ProcessInfo.processInfo.processName),
      bundle.isEmpty ? nil : support?.appendingPathComponent(bundle),
    ].compactMap { $0 }
  }

  /// `folder` and those of its parents that do not exist, up to the first one that does.
  private static func missingFolders(upTo folder: URL) -> [String] {
    var missing: [String] = []
    var path = folder.standardizedFileURL.path
    while path.count > 1, !FileManager.default.fileExists(atPath: path) {
      missing.append(path)
      path = (path as NSString).deletingLastPathComponent
    }
    return missing
  }
}
