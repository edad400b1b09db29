import AppCommandLine
import Synchronization

/// Runs a service's announcements beside its loop, one at a time: while one is still out (a
/// notification daemon slow to answer), the next pass does not start another; the pass after
/// it tries again.
final class Announcer: Sendable {
  private let busy = Mutex(false)
  private let stopped = Mutex(false)

  /// Whether the service has stopped: an announcement still out says nothing more (its wait
  /// for the notification server was cut by the stop, not by a fault of its own).
  var isStopped: Bool { stopped.withLock { $0 } }

  /// Marks the service stopped; no announcement starts after this.
  func stop() {
    stopped.withLock { $0 = true }
  }

  /// Starts `announce` unless the previous one is still running.
  func start(_ announce: @escaping @Sendable () async -> Void) {
    guard !isStopped else { return }
    let free = busy.withLock { busy in
      defer { busy = true }
      return !busy
    }
    guard free else { return }
    Task.detached { [self] in
      await announce()
      busy.withLock { $0 = false }
    }
  }
}
