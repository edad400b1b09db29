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
  ///
  /// One `stat` when all is well: FileManager's attributes would also look the owner's and
  /// group's names up (`/etc/passwd`, `/etc/group`) on every store.
  static func makePrivateDirectory(_ path: String) throws {
    var status = stat()
    if stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR,
      status.st_mode & 0o777 == 0o700
    {
      return
    }
    try PrivateFile.createDirectory(URL(fileURLWithPath: path, isDirectory: true))
    guard stat(path, &status) == 0 else {
      throw CocoaError(.fileReadUnknown, userInfo: [NSFilePathErrorKey: path])
    }
    if status.st_mode & 0o777 != 0o700, chmod(path, 0o700) != 0 {
      throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: path])
    }
  }

  /// Sets the modification time of `file` to now, marking it recently used for
  /// least-recently-used eviction; a file that vanished meanwhile is left alone.
  static func markUsed(_ file: String) {
    _ = utimensat(AT_FDCWD, file, nil, 0)
  }
}
