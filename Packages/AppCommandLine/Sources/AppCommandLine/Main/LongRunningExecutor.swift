import Foundation
import Synchronization

/// The executor a long-running command's tasks run on (`status --follow`): a few threads of
/// the program's own, each asleep on a condition variable until a job comes, instead of
/// Swift's default global executor.
///
/// On Linux, the first job the default executor runs starts libdispatch's workqueue, and with
/// it a monitor that wakes the process once a second for the rest of its life, however idle:
/// 60 wake-ups a minute for a follower a bar keeps for months. A command whose every task runs
/// here never touches the global queues, so while it waits on its event loop (epoll, a
/// `timerfd`, inotify, signals) the process does not wake at all.
///
/// ``CommandLineApp/main(arguments:environment:console:isolation:)`` runs a command here only
/// when its ``AddedCommand`` says it runs long; every other command (a `--watch` among them)
/// runs on the default executor as before. Under it, every nonisolated `async` function,
/// default actor, child task and continuation of the command runs here; an unstructured
/// `Task {}` or `Task.detached` does not (use `Task(executorPreference:)`).
public final class LongRunningExecutor: TaskExecutor, Sendable {
  /// The executor of this process, its threads started on first use.
  public static let shared = LongRunningExecutor(threads: 4)

  private struct Queue {
    var jobs: [UnownedJob] = []
    var next = 0
  }

  private let queue = Mutex(Queue())
  private let ready = NSCondition()

  /// Starts `threads` threads that run the jobs enqueued, in order: more than one, so a job
  /// that blocks its thread for a moment (a file lock) leaves others to run.
  init(threads: Int) {
    for index in 0..<max(threads, 1) {
      let thread = Thread { [self] in work() }
      thread.name = "long-running-\(index)"
      thread.start()
    }
  }

  /// Queues `job` for the next free thread.
  public func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    ready.lock()
    queue.withLock { $0.jobs.append(job) }
    ready.signal()
    ready.unlock()
  }

  /// A thread's life: take a job, run it, and sleep while there is none.
  private func work() {
    while true {
      ready.lock()
      var job = take()
      while job == nil {
        ready.wait()
        job = take()
      }
      ready.unlock()
      job?.runSynchronously(on: asUnownedTaskExecutor())
    }
  }

  /// The oldest job waiting, if any.
  private func take() -> UnownedJob? {
    queue.withLock { queue in
      guard queue.next < queue.jobs.count else { return nil }
      let job = queue.jobs[queue.next]
      queue.next += 1
      // The taken jobs are dropped now and then, so the array does not grow for ever.
      if queue.next > 64, queue.next * 2 > queue.jobs.count {
        queue.jobs.removeFirst(queue.next)
        queue.next = 0
      }
      return job
    }
  }
}
