import Dispatch
import Synchronization

/// A sleep until a monotonic instant whose cancellation frees it at once.
///
/// `Task.sleep` on Linux keeps a cancelled sleep's timer, and the sleeping task's memory, until
/// its deadline would have come. A deadline raced against every request (``HTTPClient``) or an
/// idle watch (the transport) is cancelled almost every time, so a long-running refresher
/// reloading faster than its timeouts run out would hold one sleep per request for the whole
/// timeout. This one cancels its dispatch timer when the task is cancelled.
enum PromptSleep {
  /// Sleeps until `deadline`.
  ///
  /// - Throws: `CancellationError` when the task is cancelled first (at once).
  static func until(_ deadline: ContinuousClock.Instant) async throws {
    let sleeper = Sleeper()
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (waiter: CheckedContinuation<Void, any Error>) in
        sleeper.start(waiter, until: deadline)
      }
    } onCancel: {
      sleeper.cancel()
    }
  }
}

/// One sleep's timer and waiter; whichever of the timer and a cancellation comes first resumes
/// the waiter, once, and cancels the timer.
///
/// `@unchecked Sendable` is safe: the timer is a dispatch source, which is thread-safe, set in
/// `init`; the rest is behind the mutex.
private final class Sleeper: @unchecked Sendable {
  private struct State {
    var waiter: CheckedContinuation<Void, any Error>?
    var cancelled = false
  }

  private let timer = DispatchSource.makeTimerSource(queue: .global())
  private let state = Mutex(State())

  func start(
    _ waiter: CheckedContinuation<Void, any Error>, until deadline: ContinuousClock.Instant
  ) {
    let left = ContinuousClock.now.duration(to: deadline)
    let (seconds, attoseconds) = left.components
    let nanoseconds = max(0, seconds) * 1_000_000_000 + max(0, attoseconds / 1_000_000_000)
    timer.schedule(deadline: .now() + .nanoseconds(Int(clamping: nanoseconds)))
    timer.setEventHandler { [self] in finish(throwing: nil) }
    let cancelledAlready = state.withLock { state in
      state.waiter = waiter
      return state.cancelled
    }
    timer.resume()
    if cancelledAlready { finish(throwing: CancellationError()) }
  }

  func cancel() {
    let started = state.withLock { state in
      state.cancelled = true
      return state.waiter != nil
    }
    if started { finish(throwing: CancellationError()) }
  }

  private func finish(throwing error: (any Error)?) {
    let waiter = state.withLock { state in
      defer { state.waiter = nil }
      return state.waiter
    }
    guard let waiter else { return }
    timer.cancel()
    if let error {
      waiter.resume(throwing: error)
    } else {
      waiter.resume()
    }
  }
}
