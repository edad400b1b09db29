import Foundation

/// A folder's file-system path, worked out once, and the paths of the files in it: what the
/// stores open, read and look at for each widget, without building a `URL` and decoding its
/// path again each time (a tenth of a refresh pass's CPU went to that).
struct FolderPath: Sendable {
  /// The folder's path, without a trailing `/` (but `/` itself).
  let path: String

  /// The path of `folder`.
  init(_ folder: URL) {
    let path = folder.path
    self.path = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
  }

  /// The path of the file `name` in the folder.
  func file(_ name: String) -> String {
    path == "/" ? "/" + name : path + "/" + name
  }

  /// The bytes of the file `name` in the folder; `nil` when it cannot be read (the caller asks
  /// `Data(contentsOf:)` for the reason, which is rare).
  func contents(of name: String) -> Data? {
    FileManager.default.contents(atPath: file(name))
  }
}
