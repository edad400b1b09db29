import AppCommandLine
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The secret a `POST` to `service --http` must carry: 256 random bits, made at each start,
/// printed, and stored in a file only its user may read.
enum HTTPToken {
  /// 64 hex digits from the system's random source.
  static func make() -> String {
    randomHex(words: 4)
  }

  /// `words` × 64 random bits from the system's random source, in hex.
  static func randomHex(words: Int) -> String {
    var generator = SystemRandomNumberGenerator()
    return (0..<words).map { _ in
      let hex = String(generator.next() as UInt64, radix: 16)
      return String(repeating: "0", count: 16 - hex.count) + hex
    }.joined()
  }

  /// Writes `token` and a line feed to `url`, mode 0600, replacing what was there (never
  /// following a link), in a folder made 0700 if it is missing.
  ///
  /// - Throws: ``CommandFailure`` (74) with the reason.
  static func store(_ token: String, at url: URL) throws {
    let folder = url.deletingLastPathComponent()
    try? FileManager.default.createDirectory(
      at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    unlink(url.path)
    let file = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
    guard file >= 0 else {
      throw CommandFailure(
        .ioError, "cannot store the HTTP token at \(url.path): \(String(cString: strerror(errno)))")
    }
    defer { close(file) }
    let bytes = Array((token + "\n").utf8)
    guard write(file, bytes, bytes.count) == bytes.count else {
      throw CommandFailure(.ioError, "cannot write the HTTP token at \(url.path)")
    }
  }
}
