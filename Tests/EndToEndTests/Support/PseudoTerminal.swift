import Foundation

/// A pseudo-terminal of a fixed size for a child's stdout, so `widget --watch` draws as on a
/// terminal (the alternate screen, a frame in place each time) while the test reads what it
/// drew from the other side, as it reads a pipe.
///
/// The child opens the terminal side itself (``path``); the test keeps the controlling side
/// (``descriptor``), which reads to its end once every process holding the terminal side has
/// closed it. Closed when this is released.
final class PseudoTerminal: @unchecked Sendable {
  // `@unchecked Sendable` is safe: both properties are set once and never change.
  /// The controlling side, close-on-exec, for ``ReadAll``.
  let descriptor: Int32
  /// The terminal side's device, `/dev/pts/N`, for the child's stdout.
  let path: String

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Opens a terminal of `columns` × `rows` cells.
  init(columns: UInt16 = 80, rows: UInt16 = 30) throws {
    let functions = try Functions()
    descriptor = functions.openpt(O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw Failure(description: "posix_openpt: \(String(cString: strerror(errno)))")
    }
    var name = [CChar](repeating: 0, count: 128)
    guard functions.grant(descriptor) == 0, functions.unlock(descriptor) == 0,
      functions.name(descriptor, &name, name.count) == 0
    else {
      let reason = String(cString: strerror(errno))
      close(descriptor)
      throw Failure(description: "cannot set up a pseudo-terminal: \(reason)")
    }
    path = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    guard ioctl(descriptor, UInt(TIOCSWINSZ), &size) == 0 else {
      close(descriptor)
      throw Failure(description: "cannot size the pseudo-terminal \(path)")
    }
  }

  /// The C library's pseudo-terminal functions, which Swift's Glibc module leaves out (they
  /// are declared for X/Open builds only), looked up in the running process.
  private struct Functions {
    let openpt: @convention(c) (Int32) -> Int32
    let grant: @convention(c) (Int32) -> Int32
    let unlock: @convention(c) (Int32) -> Int32
    let name: @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32

    init() throws {
      func look<Function>(_ symbol: String, as type: Function.Type) throws -> Function {
        guard let address = dlsym(UnsafeMutableRawPointer(bitPattern: 0), symbol) else {
          throw Failure(description: "no \(symbol) in the C library")
        }
        return unsafeBitCast(address, to: type)
      }
      openpt = try look("posix_openpt", as: (@convention(c) (Int32) -> Int32).self)
      grant = try look("grantpt", as: (@convention(c) (Int32) -> Int32).self)
      unlock = try look("unlockpt", as: (@convention(c) (Int32) -> Int32).self)
      name = try look(
        "ptsname_r", as: (@convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32).self)
    }
  }

  deinit {
    close(descriptor)
  }

  /// How a child's stream opens the terminal side.
  var stream: ChildProcess.Stream {
    .file(path, flags: O_WRONLY | O_NOCTTY)
  }
}
