import Foundation

/// Changes made on other threads (a child's output growing, the child exiting) that a test
/// waits on: each change is noted, and a waiter checks its condition again then, never on a
/// timer.
///
/// `@unchecked Sendable` is safe: `count` is only touched holding `condition`.
final class Changes: @unchecked Sendable {
  private let condition = NSCondition()
  private var count = 0

  /// Wakes every waiter to check its condition again.
  func note() {
    condition.lock()
    count += 1
    condition.broadcast()
    condition.unlock()
  }

  /// Waits until `satisfied` holds, checking it now and after each change, for at most
  /// `seconds`: a limit past which the test fails on a loaded machine, not a time any test
  /// waits out (a passing wait ends at the change it waits for). Whether it held.
  ///
  /// `satisfied` runs without the lock held, so it may read what the changes guard.
  func wait(within seconds: TimeInterval = 30, until satisfied: () throws -> Bool) rethrows
    -> Bool
  {
    let deadline = Date().addingTimeInterval(seconds)
    while true {
      // The count is read before the check: a change between the two wakes the wait at once.
      let seen = condition.withLock { count }
      if try satisfied() { return true }
      let changed = condition.withLock {
        while count == seen {
          guard condition.wait(until: deadline) else { return count != seen }
        }
        return true
      }
      if !changed { return try satisfied() }
    }
  }
}
