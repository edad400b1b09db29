import Foundation

/// A value guarded by a lock, shared between the server's threads.
///
/// `@unchecked Sendable` is safe here because every read and write of `value` goes through
/// `withLock`, which holds `lock` for the whole access, and `Value` itself is `Sendable`.
final class Locked<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` with exclusive access to the value.
  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
