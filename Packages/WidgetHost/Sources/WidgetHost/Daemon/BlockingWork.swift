import AppCommandLine
import Foundation

/// Work that blocks a thread (a wait on a socket or a child, with its deadline), done on a
/// thread of its own so that no thread of Swift's cooperative pool waits on it.
enum BlockingWork {
  /// Runs `body` on a new thread and returns its result.
  static func run<Result: Sendable>(_ body: @escaping @Sendable () -> Result) async -> Result {
    await withCheckedContinuation { done in
      Thread.detachNewThread { done.resume(returning: body()) }
    }
  }
}
