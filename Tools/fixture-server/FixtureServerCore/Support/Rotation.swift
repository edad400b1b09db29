import Foundation
import Synchronization

/// Hands out successive indices per key, so each request for a "fresh" joke gets the next
/// fixture in turn. Deterministic: the n-th request for a key gets index n modulo the count.
final class Rotation: Sendable {
  private let counters = Mutex<[String: Int]>([:])

  /// The next index in `0..<count` for `key`.
  func next(_ key: String, count: Int) -> Int {
    guard count > 0 else { return 0 }
    let value = counters.withLock { counters in
      defer { counters[key, default: 0] += 1 }
      return counters[key, default: 0]
    }
    return value % count
  }
}
