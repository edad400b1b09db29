import Foundation
import NetworkingTestSupport
import Synchronization

/// Counts requests per path for `GET /_fixture/requests`, and the requests that carried
/// credentials (`X-Api-Key`, `Authorization`) per `Host`, so a test can see where a key went.
final class RequestCounter: Sendable {
  private struct Counts {
    var byPath: [String: Int] = [:]
    var credentialed: [String: Int] = [:]
    var changes: [(method: String, path: String, body: String)] = []
  }

  private let state = Mutex(Counts())
  /// The most bodies kept: a test reads a handful.
  static let bodyLimit = 1000

  /// Counts `request` for its path, and for its `Host` when it carried credentials.
  func record(_ request: RecordedRequest) {
    let carriesCredentials = ["X-Api-Key", "Authorization"].contains {
      request.header($0) != nil
    }
    state.withLock { state in
      state.byPath[request.path, default: 0] += 1
      if !["GET", "HEAD"].contains(request.method), state.changes.count < Self.bodyLimit {
        state.changes.append(
          (request.method, request.path, String(decoding: request.body, as: UTF8.self)))
      }
      if carriesCredentials {
        state.credentialed[request.header("Host") ?? "", default: 0] += 1
      }
    }
  }

  /// Forgets every count.
  func reset() {
    state.withLock { $0 = Counts() }
  }

  /// `{"total":N,"byPath":{"/todos":3,…},"credentialedByHost":{"127.0.0.1:8080":1}}`, keys
  /// in sorted order.
  func summary() -> JSONValue {
    let (snapshot, hosts) = state.withLock { ($0.byPath, $0.credentialed) }
    return .object([
      ("total", .int(snapshot.values.reduce(0, +))),
      ("byPath", Self.sorted(snapshot)),
      ("credentialedByHost", Self.sorted(hosts)),
    ])
  }

  /// `[{"method":"PATCH","path":"/todos/7","body":"{\"completed\": true}"},…]`, in the order
  /// the requests came.
  func bodies() -> JSONValue {
    let snapshot = state.withLock { $0.changes }
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
