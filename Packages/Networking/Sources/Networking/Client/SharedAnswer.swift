import Synchronization

/// The answer to one request of a ``RequestCoalescer``, given once by the client that sent it
/// and awaited by the others: the result, or `nil` when the sender was cancelled.
final class SharedAnswer: Sendable {
  private struct State {
    var given = false
    var result: Result<TransportResponse, any Error>?
    var waiters: [CheckedContinuation<Result<TransportResponse, any Error>?, Never>] = []
  }

  private let state = Mutex(State())

  /// The answer, once given (at once when it already is).
  func value() async -> Result<TransportResponse, any Error>? {
    await withCheckedContinuation { waiter in
      let given = state.withLock { state in
        guard state.given else {
          state.waiters.append(waiter)
          return false
        }
        return true
      }
      if given { waiter.resume(returning: state.withLock { $0.result }) }
    }
  }

  /// How many clients are waiting for the answer.
  var waiting: Int {
    state.withLock { $0.waiters.count }
  }

  /// Gives the answer (`nil`: the sender was cancelled) to every waiter, now and later.
  func finish(_ result: Result<TransportResponse, any Error>?) {
    let waiters = state.withLock { state in
      state.given = true
      state.result = result
      defer { state.waiters = [] }
      return state.waiters
    }
    for waiter in waiters { waiter.resume(returning: result) }
  }
}
