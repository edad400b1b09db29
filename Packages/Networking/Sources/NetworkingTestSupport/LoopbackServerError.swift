#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why the loopback server could not start (or a test client could not connect to it).
public enum LoopbackServerError: Error, Equatable, CustomStringConvertible {
  /// A socket call failed; `operation` names the call (`bind`, `listen`, `connect`, …) and
  /// `errno` is the system error number it left.
  case socket(operation: String, errno: Int32)

  /// One line saying which call failed and why, e.g. `bind failed: Address already in use`.
  public var description: String {
    switch self {
    case .socket(let operation, let code):
      let reason = String(cString: strerror(code))
      return "loopback server: \(operation) failed: \(reason) (errno \(code))"
    }
  }
}
