import Foundation
import NetworkingTestSupport

/// Counts requests per path for `GET /_fixture/requests`, and the requests that carried
/// credentials (`X-Api-Key`, `Authorization`) per `Host`, so a test can see where a key went.
///
/// `@unchecked Sendable` is safe because the counts are only touched while `lock` is held.
final class RequestCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var counts: [String: Int] = [:]
  private var credentialed: [String: Int] = [:]
  private var changes: [(method: String, path: String, body: String)] = []
  /// The most bodies kept: a test reads a handful.
  static let bodyLimit = 1000

  /// Counts `request` for its path, and for its `Host` when it carried credentials.
  func record(_ request: RecordedRequest) {
    let carriesCredentials = ["X-Api-Key", "Authorization"].contains {
      request.header($0) != nil
    }
    lock.lock()
    counts[request.path, default: 0] += 1
    if !["GET", "HEAD"].contains(request.method), changes.count < Self.bodyLimit {
      changes.append((request.method, request.path, String(decoding: request.body, as: UTF8.self)))
    }
    if carriesCredentials {
      credentialed[request.header("Host") ?? "", default: 0] += 1
    }
    lock.unlock()
  }

  /// Forgets every count.
  func reset() {
    lock.lock()
    counts.removeAll()
    credentialed.removeAll()
    changes.removeAll()
    lock.unlock()
  }

  /// `{"total":N,"byPath":{"/todos":3,…},"credentialedByHost":{"127.0.0.1:8080":1}}`, keys
  /// in sorted order.
  func summary() -> JSONValue {
    lock.lock()
    let snapshot = counts
    let hosts = credentialed
    lock.unlock()
    return .object([
      ("total", .int(snapshot.values.reduce(0, +))),
      ("byPath", Self.sorted(snapshot)),
      ("credentialedByHost", Self.sorted(hosts)),
    ])
  }

  /// `[{"method":"PATCH","path":"/todos/7","body":"{\"completed\": true}"},…]`, in the order
  /// the requests came.
  func bodies() -> JSONValue {
    lock.lock()
    let snapshot = changes
    lock.unlock()
    return .array(
      snapshot.map {
        .object([
          ("method", .string($0.method)), ("path", .string($0.path)), ("body", .string($0.body)),
        ])
      })
  }

  private static func sorted(_ counts: [String: Int]) -> JSONValue {
    .object(counts.sorted { $0.key < $1.key }.map { (key: $0.key, value: .int($0.value)) })
  }
}
