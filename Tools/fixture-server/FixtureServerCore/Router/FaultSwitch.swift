import Foundation
import NetworkingTestSupport
import Synchronization

/// The server-wide fault plan: `--fault` at start, changed at run time by
/// `POST /_fixture/faults?fault=KIND&delay=SECONDS` (no parameters: back to the start plan), so
/// a test can take a live server down after a good answer without changing its URL. Also the
/// scripts of `POST /_fixture/script`: for one method (or any), the plans of the next requests
/// one by one, in the order they arrive, ahead of that plan.
final class FaultSwitch: Sendable {
  /// The key of the script for requests of any method.
  private static let anyMethod = "*"

  private struct State {
    var plan: FaultPlan
    /// The steps not taken yet, by upper-case method (`anyMethod`: any method); never empty.
    var scripts: [String: ArraySlice<FaultPlan>] = [:]
    /// The step the latest request of each connection took, for `lastPlan(for:)`; a
    /// connection whose latest request took no step is absent, so this holds at most one
    /// entry per step.
    var stepTaken: [Int: FaultPlan] = [:]

    /// Removes and returns the first step of `key`'s script.
    mutating func takeStep(of key: String) -> FaultPlan? {
      guard var steps = scripts[key], let step = steps.popFirst() else { return nil }
      scripts[key] = steps.isEmpty ? nil : steps
      return step
    }
  }

  private let initial: FaultPlan
  private let state: Mutex<State>

  init(_ initial: FaultPlan) {
    self.initial = initial
    state = Mutex(State(plan: initial))
  }

  /// The plan in force.
  var current: FaultPlan {
    state.withLock { $0.plan }
  }

  /// Replaces the plan; `nil` restores the one the server started with and clears every
  /// script.
  func set(_ newPlan: FaultPlan?) {
    state.withLock { state in
      state.plan = newPlan ?? initial
      if newPlan == nil { state.scripts.removeAll() }
    }
  }

  /// Replaces the script of `method` (`nil`: of any method) with `steps`, the plans of its next
  /// requests in order; no steps clears it.
  func setScript(_ steps: [FaultPlan], method: String?) {
    state.withLock {
      $0.scripts[method?.uppercased() ?? Self.anyMethod] = steps.isEmpty ? nil : steps[...]
    }
  }

  /// Forgets every script (`/_fixture/reset`).
  func clearScripts() {
    state.withLock { $0.scripts.removeAll() }
  }

  /// The plan for `request`, which has just arrived: the next step of its method's script,
  /// else of the any-method script, else the plan in force. A step is taken, so call this
  /// exactly once per request, when it arrives (before any delay): the lock orders
  /// concurrent requests, so the first to arrive takes the first step.
  func take(for request: RecordedRequest) -> FaultPlan {
    state.withLock { state in
      let step =
        state.takeStep(of: request.method.uppercased()) ?? state.takeStep(of: Self.anyMethod)
      state.stepTaken[request.connectionID] = step
      return step ?? state.plan
    }
  }

  /// What `take(for:)` gave the latest request on `request`'s connection (a connection's
  /// requests are served one after another), without taking a step; for logging.
  func lastPlan(for request: RecordedRequest) -> FaultPlan {
    state.withLock { $0.stepTaken[request.connectionID] ?? $0.plan }
  }
}
