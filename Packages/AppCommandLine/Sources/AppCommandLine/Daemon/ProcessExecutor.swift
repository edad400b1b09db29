import Foundation
import Synchronization

/// The executor every app command's tasks run on: a few threads of the program's own, each
/// asleep on a condition variable until a job comes, instead of Swift's default global
/// executor.
///
/// On Linux, the first job the default executor runs starts libdispatch's workqueue, and with
/// it a monitor that wakes the process once a second for the rest of its life, however idle:
/// 60 wake-ups a minute for a `status --follow` that a bar keeps for months. Jobs run here
/// never touch the global queues, so a process that waits only on its ``EventLoop`` (epoll, a
/// `timerfd`, inotify, signals) sleeps between due dates with no wake-up at all. (Code that
/// uses libdispatch itself, such as `URLSession`, still starts the workqueue: a command that
/// fetches pays the monitor from its first request on.)
///
/// ``CommandLineApp/main(arguments:environment:console:isolation:)`` runs the whole command
/// with this executor as its task executor preference, so every nonisolated `async` function,
/// default actor, child task and `Task {}` of the command runs here; `Task.detached` does not
/// (use `Task(executorPreference:)`).
public final class ProcessExecutor: TaskExecutor, Sendable {
  /// The executor of this process, its threads started on first use.
  public static let shared = ProcessExecutor(
    threads: min(max(ProcessInfo.processInfo.activeProcessorCount, 2), 8))

  private struct Queue {
    var jobs: [UnownedJob] = []
    var next = 0
  }

  private let queue = Mutex(Queue())
  private let ready = NSCondition()

  /// Starts `threads` threads that run the jobs enqueued, in order.
  init(threads: Int) {
    for index in 0..<max(threads, 1) {
      let thread = Thread { [self] in work() }
      thread.name = "app-executor-\(index)"
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
