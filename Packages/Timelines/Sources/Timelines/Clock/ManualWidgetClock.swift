import Foundation
import Synchronization

/// A clock that moves only when told to, for tests: no real time passes, so a simulated day
/// takes milliseconds and every run takes the same path.
///
/// Two ways to drive it:
///
/// - **From one task** (`advancesOnSleep: true`): every `sleep(until:)` moves the clock to its
///   deadline and returns at once, so a test can consume a scheduler's updates in a plain
///   `for await` loop and read `now` to know the simulated time.
/// - **From the test, beside a consuming task** (the default): sleepers wait until the test
///   calls `advance(to:)`, `advance(by:)` or `advanceToNextWake()`. `waitForSleepers(_:)`
///   suspends until the consumer is parked, so the test never races it.
///
/// ```swift
/// let clock = ManualWidgetClock(now: start)
/// let consumer = Task { for await update in scheduler.updates() { await log.append(update) } }
/// await clock.waitForSleepers()
/// await clock.advanceToNextWake()
/// ```
public final class ManualWidgetClock: WidgetClock {
  private struct Sleeper: Sendable {
    let id: UInt64
    let deadline: Date
    let continuation: CheckedContinuation<Void, any Error>
  }

  private struct Waiter: Sendable {
    let count: Int
    let continuation: CheckedContinuation<Void, Never>
  }

  private struct State: Sendable {
    var now: Date
    let advancesOnSleep: Bool
    var nextID: UInt64 = 0
    var starting: Set<UInt64> = []
    var cancelledBeforeStart: Set<UInt64> = []
    var sleepers: [Sleeper] = []
    var waiters: [Waiter] = []

    /// Removes and returns the sleepers whose deadline has come, earliest first.
    mutating func takeDueSleepers() -> [Sleeper] {
      let due = sleepers.filter { $0.deadline <= now }.sorted { $0.deadline < $1.deadline }
      sleepers.removeAll { $0.deadline <= now }
      return due
    }

    /// Removes and returns the waiters whose sleeper count has been reached.
    mutating func takeSatisfiedWaiters() -> [Waiter] {
      let count = sleepers.count
      let satisfied = waiters.filter { $0.count <= count }
      waiters.removeAll { $0.count <= count }
      return satisfied
    }
  }

  private enum Registration {
    case cancelled
    case due([Sleeper])
    case parked([Waiter])
  }

  private let state: Mutex<State>

  /// Creates a clock that reads `now`. With `advancesOnSleep`, each `sleep(until:)` moves the
  /// clock to its deadline at once instead of waiting to be advanced.
  public init(now: Date, advancesOnSleep: Bool = false) {
    state = Mutex(State(now: now, advancesOnSleep: advancesOnSleep))
  }

  /// The clock's current date.
  public var now: Date { state.withLock { $0.now } }

  /// The deadlines of the tasks sleeping on this clock, earliest first (for this package's
  /// tests, which check what a scheduler waits for).
  package var sleeperDeadlines: [Date] {
    state.withLock { $0.sleepers.map(\.deadline).sorted() }
  }

  /// Waits until the clock reaches `deadline` (at once when it already has, or when the clock
  /// advances on sleep).
  ///
  /// - Throws: `CancellationError` when the waiting task is cancelled; the sleeper is removed.
  public func sleep(until deadline: Date) async throws {
    try Task.checkCancellation()
    let id = state.withLock { state in
      state.nextID += 1
      state.starting.insert(state.nextID)
      return state.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        register(id: id, deadline: deadline, continuation: continuation)
      }
    } onCancel: {
      let sleeper: Sleeper? = state.withLock { state in
        if let index = state.sleepers.firstIndex(where: { $0.id == id }) {
          return state.sleepers.remove(at: index)
        }
        if state.starting.contains(id) { state.cancelledBeforeStart.insert(id) }
        return nil
      }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  private func register(
    id: UInt64,
    deadline: Date,
    continuation: CheckedContinuation<Void, any Error>
  ) {
    let registration: Registration = state.withLock { state in
      state.starting.remove(id)
      if state.cancelledBeforeStart.remove(id) != nil { return .cancelled }
      if state.advancesOnSleep, deadline > state.now { state.now = deadline }
      if deadline <= state.now { return .due(state.takeDueSleepers()) }
      state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
      return .parked(state.takeSatisfiedWaiters())
    }
    switch registration {
    case .cancelled:
      continuation.resume(throwing: CancellationError())
    case .due(let others):
      continuation.resume()
      for sleeper in others { sleeper.continuation.resume() }
    case .parked(let waiters):
      for waiter in waiters { waiter.continuation.resume() }
    }
  }

  /// Moves the clock to `date` (never backwards) and wakes every sleeper whose deadline has
  /// come, earliest first. Sleepers run after this returns; await what they produce.
  public func advance(to date: Date) {
    let due = state.withLock { state in
      if date > state.now { state.now = date }
      return state.takeDueSleepers()
    }
    for sleeper in due { sleeper.continuation.resume() }
  }

  /// Moves the clock forward by `interval` seconds and wakes the sleepers that are due.
  public func advance(by interval: TimeInterval) {
    advance(to: now.addingTimeInterval(interval))
  }

  /// Suspends until at least `count` tasks are sleeping on this clock.
  ///
  /// Use it to know that a consumer has done everything it can at the current time. It waits
  /// for as long as it takes, so only call it when a sleeper is sure to come.
  public func waitForSleepers(_ count: Int = 1) async {
    await withCheckedContinuation { continuation in
      let ready = state.withLock { state in
        guard state.sleepers.count < count else { return true }
        state.waiters.append(Waiter(count: count, continuation: continuation))
        return false
      }
      if ready { continuation.resume() }
    }
  }

  /// Waits for a sleeper, moves the clock to the earliest sleeper's deadline and wakes every
  /// sleeper due then.
  ///
  /// - Returns: the clock's new date.
  @discardableResult
  public func advanceToNextWake() async -> Date {
    await waitForSleepers(1)
    let (date, due) = state.withLock { state in
      if let earliest = state.sleepers.map(\.deadline).min(), earliest > state.now {
        state.now = earliest
      }
      return (state.now, state.takeDueSleepers())
    }
    for sleeper in due { sleeper.continuation.resume() }
    return date
  }
}
