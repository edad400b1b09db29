import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

extension PrivateFile {
  /// The mode of a file ``replace(_:at:durable:modificationDate:writeBytes:)`` writes: read and
  /// write for its owner only.
  public static let fileMode: mode_t = 0o600

  /// The mode of a folder ``createDirectory(_:)`` makes: its owner's only.
  public static let directoryMode: mode_t = 0o700

  /// Creates `directory` and its missing parents, each its owner's only (0700); a folder that
  /// exists is left as it is. A widget's state may quote a service's URL and its answers,
  /// which are nobody else's business.
  ///
  /// - Throws: ``Failure`` when a folder cannot be made, or a path component is not a folder.
  public static func createDirectory(_ directory: URL) throws(Failure) {
    let path = directory.standardizedFileURL.path
    var missing: [String] = []
    var current = path
    while !current.isEmpty, current != "/", !isDirectory(current) {
      missing.append(current)
      current = (current as NSString).deletingLastPathComponent
    }
    for folder in missing.reversed() {
      guard mkdir(folder, directoryMode) == 0 || (errno == EEXIST && isDirectory(folder)) else {
        throw Failure(code: errno == EEXIST ? ENOTDIR : errno)
      }
    }
  }

  /// Whether `path` names a folder (a symbolic link to one counts).
  private static func isDirectory(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
  }
}
