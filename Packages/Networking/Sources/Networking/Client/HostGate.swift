import Foundation
import Synchronization

/// Keeps the requests of a process to each host within their ``Politeness``: a request
/// enters before it is sent and leaves when it is answered. A request waits while its host has
/// as many requests running as allowed, or has started as many as allowed in the last minute;
/// the wait ends at the request's deadline.
final class HostGate: Sendable {
  /// The gate every client of the process shares.
  static let shared = HostGate()

  private struct Host {
    var running = 0
    /// When the requests of the last minute started, oldest first.
    var started: [ContinuousClock.Instant] = []
  }

  private let hosts = Mutex<[String: Host]>([:])
  private let now: @Sendable () -> ContinuousClock.Instant
  private let sleep: @Sendable (ContinuousClock.Instant) async throws -> Void

  /// A gate on `now` that waits with `sleep` (tests pass a manual clock).
  init(
    now: @escaping @Sendable () -> ContinuousClock.Instant = { .now },
    sleep: @escaping @Sendable (ContinuousClock.Instant) async throws -> Void = {
      try await PromptSleep.until($0)
    }
  ) {
    self.now = now
    self.sleep = sleep
  }

  /// Waits for a turn to send a request to `host` within `politeness`, and takes it.
  ///
  /// - Throws: ``NetworkError/timedOut(url:)`` when no turn comes by `deadline`;
  ///   `CancellationError` when the task is cancelled.
  func enter(
    _ host: String, politeness: Politeness, by deadline: ContinuousClock.Instant, url: URL
  ) async throws {
    while true {
      let wait = hosts.withLock { hosts -> ContinuousClock.Instant? in
        let now = now()
        var state = hosts[host] ?? Host()
        state.started.removeAll { $0 <= now - .seconds(60) }
        if state.running >= politeness.concurrency {
          hosts[host] = state
          // A turn frees when a request ends: look again shortly.
          return now + .milliseconds(20)
        }
        if let limit = politeness.perMinute, state.started.count >= limit,
          let oldest = state.started.first
        {
          hosts[host] = state
          return oldest + .seconds(60)
        }
        state.running += 1
        state.started.append(now)
        hosts[host] = state
        return nil
      }
      guard let wait else { return }
      guard wait <= deadline else { throw NetworkError.timedOut(url: url) }
      try await sleep(wait)
    }
  }

  /// Gives back a turn taken by ``enter(_:politeness:by:url:)``.
  func leave(_ host: String) {
    hosts.withLock { hosts in
      guard var state = hosts[host] else { return }
      state.running = max(0, state.running - 1)
      hosts[host] = state.running == 0 && state.started.isEmpty ? nil : state
    }
  }
}
