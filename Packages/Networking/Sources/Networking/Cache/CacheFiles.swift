import Foundation
import PrivateFiles

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// File-system steps of ``HTTPCache`` that keep responses private to the user.
enum CacheFiles {
  /// Creates `directory` (and missing parents) with mode 0700, and tightens it to 0700 if it
  /// already exists with wider permissions.
  static func makePrivateDirectory(_ directory: URL) throws {
    let manager = FileManager.default
    try PrivateFile.createDirectory(directory)
    let mode = (try? manager.attributesOfItem(atPath: directory.path))?[.posixPermissions]
    if (mode as? NSNumber)?.intValue != 0o700 {
      try manager.setAttributes(
        [.posixPermissions: NSNumber(value: 0o700)], ofItemAtPath: directory.path)
    }
  }

  /// Sets the modification time of `file` to now, marking it recently used for
  /// least-recently-used eviction; a file that vanished meanwhile is left alone.
  static func markUsed(_ file: URL) {
    _ = file.withUnsafeFileSystemRepresentation { path in
      guard let path else { return Int32(-1) }
      return utimensat(AT_FDCWD, path, nil, 0)
    }
  }
}
