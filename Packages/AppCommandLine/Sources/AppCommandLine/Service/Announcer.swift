import Synchronization

/// Runs a service's announcements beside its loop, one at a time: while one is still out (a
/// notification daemon slow to answer), the next pass does not start another; the pass after
/// it tries again.
final class Announcer: Sendable {
  private let busy = Mutex(false)

  /// Starts `announce` unless the previous one is still running.
  func start(_ announce: @escaping @Sendable () async -> Void) {
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
