import Foundation

/// The server-wide fault plan: `--fault` at start, changed at run time by
/// `POST /_fixture/faults?fault=KIND&delay=SECONDS` (no parameters: back to the start plan), so
/// a test can take a live server down after a good answer without changing its URL.
///
/// `@unchecked Sendable` is safe because `plan` is only touched while `lock` is held.
final class FaultSwitch: @unchecked Sendable {
  private let lock = NSLock()
  private let initial: FaultPlan
  private var plan: FaultPlan

  init(_ initial: FaultPlan) {
    self.initial = initial
    self.plan = initial
  }

  /// The plan in force.
  var current: FaultPlan {
    lock.lock()
    defer { lock.unlock() }
    return plan
  }

  /// Replaces the plan; `nil` restores the one the server started with.
  func set(_ newPlan: FaultPlan?) {
    lock.lock()
    plan = newPlan ?? initial
    lock.unlock()
  }
}
