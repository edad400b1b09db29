import Foundation

/// A one-shot flag that sleeping threads can wait on: the server's delays and drips sleep
/// through it so that `stop()` wakes them at once instead of leaving threads asleep for the
/// rest of a scripted delay.
///
/// `@unchecked Sendable` is safe because `fired` is only read or written while `condition`
/// is locked.
final class StopSignal: @unchecked Sendable {
  private let condition = NSCondition()
  private var fired = false

  /// True once `fire()` has been called.
  var isFired: Bool {
    condition.lock()
    defer { condition.unlock() }
    return fired
  }

  /// Sets the flag and wakes every sleeper. Calling it again does nothing more.
  func fire() {
    condition.lock()
    fired = true
    condition.broadcast()
    condition.unlock()
  }

  /// Sleeps for `duration` unless the signal fires first; returns false if it fired.
  func sleep(for duration: Duration) -> Bool {
    let deadline = Date(timeIntervalSinceNow: duration.seconds)
    condition.lock()
    defer { condition.unlock() }
    while !fired && Date() < deadline {
      _ = condition.wait(until: deadline)
    }
    return !fired
  }
}

extension Duration {
  /// The duration in seconds, as a `TimeInterval`.
  var seconds: TimeInterval {
    let parts = components
    return TimeInterval(parts.seconds) + TimeInterval(parts.attoseconds) / 1e18
  }
}
