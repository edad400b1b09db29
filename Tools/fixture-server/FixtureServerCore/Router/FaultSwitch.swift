import Foundation
import NetworkingTestSupport

/// The server-wide fault plan: `--fault` at start, changed at run time by
/// `POST /_fixture/faults?fault=KIND&delay=SECONDS` (no parameters: back to the start plan), so
/// a test can take a live server down after a good answer without changing its URL. Also the
/// scripts of `POST /_fixture/script`: for one method (or any), the plans of the next requests
/// one by one, in the order they arrive, ahead of that plan.
///
/// `@unchecked Sendable` is safe because every stored `var` is only touched while `lock` is
/// held.
final class FaultSwitch: @unchecked Sendable {
  /// The key of the script for requests of any method.
  private static let anyMethod = "*"
  private let lock = NSLock()
  private let initial: FaultPlan
  private var plan: FaultPlan
  /// The steps not taken yet, by upper-case method (`anyMethod`: any method); never empty.
  private var scripts: [String: ArraySlice<FaultPlan>] = [:]
  /// The step the latest request of each connection took, for `lastPlan(for:)`; a connection
  /// whose latest request took no step is absent, so this holds at most one entry per step.
  private var stepTaken: [Int: FaultPlan] = [:]

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

  /// Replaces the plan; `nil` restores the one the server started with and clears every
  /// script.
  func set(_ newPlan: FaultPlan?) {
    lock.lock()
    plan = newPlan ?? initial
    if newPlan == nil { scripts.removeAll() }
    lock.unlock()
  }

  /// Replaces the script of `method` (`nil`: of any method) with `steps`, the plans of its next
  /// requests in order; no steps clears it.
  func setScript(_ steps: [FaultPlan], method: String?) {
    lock.lock()
    scripts[method?.uppercased() ?? Self.anyMethod] = steps.isEmpty ? nil : steps[...]
    lock.unlock()
  }

  /// Forgets every script (`/_fixture/reset`).
  func clearScripts() {
    lock.lock()
    scripts.removeAll()
    lock.unlock()
  }

  /// The plan for `request`, which has just arrived: the next step of its method's script,
  /// else of the any-method script, else the plan in force. A step is taken, so call this
  /// exactly once per request, when it arrives (before any delay): the lock orders
  /// concurrent requests, so the first to arrive takes the first step.
  func take(for request: RecordedRequest) -> FaultPlan {
    lock.lock()
    defer { lock.unlock() }
    let step = takeStep(of: request.method.uppercased()) ?? takeStep(of: Self.anyMethod)
    stepTaken[request.connectionID] = step
    return step ?? plan
  }

  /// What `take(for:)` gave the latest request on `request`'s connection (a connection's
  /// requests are served one after another), without taking a step; for logging.
  func lastPlan(for request: RecordedRequest) -> FaultPlan {
    lock.lock()
    defer { lock.unlock() }
    return stepTaken[request.connectionID] ?? plan
  }

  /// Removes and returns the first step of `key`'s script; the caller holds `lock`.
  private func takeStep(of key: String) -> FaultPlan? {
    guard var steps = scripts[key], let step = steps.popFirst() else { return nil }
    scripts[key] = steps.isEmpty ? nil : steps
    return step
  }
}
