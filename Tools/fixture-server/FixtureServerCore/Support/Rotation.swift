import Foundation

/// Hands out successive indices per key, so each request for a "fresh" joke gets the next
/// fixture in turn. Deterministic: the n-th request for a key gets index n modulo the count.
///
/// `@unchecked Sendable` is safe because `counters` is only touched while `lock` is held.
final class Rotation: @unchecked Sendable {
  private let lock = NSLock()
  private var counters: [String: Int] = [:]

  /// The next index in `0..<count` for `key`.
  func next(_ key: String, count: Int) -> Int {
    guard count > 0 else { return 0 }
    lock.lock()
    defer { lock.unlock() }
    let value = counters[key, default: 0]
    counters[key] = value + 1
    return value % count
  }
}
