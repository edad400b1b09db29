import Foundation

/// Counts requests per path for `GET /_fixture/requests`.
///
/// `@unchecked Sendable` is safe because `counts` is only touched while `lock` is held.
final class RequestCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var counts: [String: Int] = [:]

  /// Counts one request for `path`.
  func record(_ path: String) {
    lock.lock()
    counts[path, default: 0] += 1
    lock.unlock()
  }

  /// Forgets every count.
  func reset() {
    lock.lock()
    counts.removeAll()
    lock.unlock()
  }

  /// `{"total":N,"byPath":{"/todos":3,…}}` with paths in sorted order.
  func summary() -> JSONValue {
    lock.lock()
    let snapshot = counts
    lock.unlock()
    let byPath = snapshot.sorted { $0.key < $1.key }.map {
      (key: $0.key, value: JSONValue.int($0.value))
    }
    return .object([
      ("total", .int(snapshot.values.reduce(0, +))),
      ("byPath", .object(byPath)),
    ])
  }
}
