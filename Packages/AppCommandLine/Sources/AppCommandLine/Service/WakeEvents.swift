import Dispatch
import Foundation
import Synchronization
import Timelines

/// Why a long-running command (`status --follow`, `service`) wakes up.
enum WakeEvent: Sendable, Equatable {
  /// A file in a watched folder changed.
  case storeChanged
  /// `SIGUSR1`: print again / look again.
  case reprint
  /// `SIGTERM`, `SIGINT` or `SIGHUP`: stop and exit 0.
  case stop
  /// The date the command was waiting for came.
  case due
  /// Something else woke it (the refresh socket); the command looks at its own queue.
  case request
}

/// One stream of ``WakeEvent``s for a long-running command: signals, inotify on the store,
/// and a timer the command sets to its next date. Nothing polls: while no event comes, the
/// process sleeps.
final class WakeEvents: Sendable {
  let stream: AsyncStream<WakeEvent>
  private let continuation: AsyncStream<WakeEvent>.Continuation
  private let timer = TimerSlot()
  private let stopHandler = StopHandler()

  /// The longest a long-running command sleeps before it looks at the wall clock again.
  static let longestSleep: TimeInterval = 10 * 60

  /// Starts listening for `SIGTERM` and `SIGINT` (stop), `SIGUSR1` and changes in
  /// `directories`. `forBar` also stops on `SIGHUP` and when the reader of stdout goes away,
  /// as a bar's command should; a service logging to the journal keeps running.
  init(watching directories: [URL], forBar: Bool) {
    let (stream, continuation) = AsyncStream.makeStream(of: WakeEvent.self)
    self.stream = stream
    self.continuation = continuation
    signal(SIGPIPE, SIG_IGN)
    let queue = DispatchQueue(label: "wake-events")
    var sources: [any DispatchSourceProtocol] = []
    let signals: [(Int32, WakeEvent)] =
      [(SIGTERM, .stop), (SIGINT, .stop), (SIGUSR1, .reprint), (SIGHUP, forBar ? .stop : .reprint)]
    for (number, event) in signals {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
      source.setEventHandler { [stopHandler] in
        if event == .stop { stopHandler.withLock { $0 }?() }
        continuation.yield(event)
      }
      source.resume()
      sources.append(source)
    }
    let watcher = StoreWatcher(directories: directories) { continuation.yield(.storeChanged) }
    if forBar { Self.watchReaderHangup { continuation.yield(.stop) } }
    let kept = KeptSources(sources: sources, watcher: watcher)
    continuation.onTermination = { _ in kept.cancel() }
  }

  /// Calls `hungUp` when stdout is a pipe or socket and its reader goes away (a bar that
  /// closed it), without waiting for the next write to fail: a thread blocks in `poll` for
  /// the error alone, which costs nothing while the reader is there.
  private static func watchReaderHangup(_ hungUp: @escaping @Sendable () -> Void) {
    var status = stat()
    guard fstat(STDOUT_FILENO, &status) == 0 else { return }
    let type = status.st_mode & S_IFMT
    guard type == S_IFIFO || type == S_IFSOCK else { return }
    Thread.detachNewThread {
      var watched = pollfd(fd: STDOUT_FILENO, events: 0, revents: 0)
      while poll(&watched, 1, -1) < 0, errno == EINTR {}
      if watched.revents & Int16(POLLERR | POLLHUP) != 0 { hungUp() }
    }
  }

  /// Calls `handler` as soon as a stop signal arrives, before the stream yields `.stop`: a
  /// command cancels the work it is in the middle of.
  func onStop(_ handler: @escaping @Sendable () -> Void) {
    stopHandler.withLock { $0 = handler }
  }

  /// Wakes the stream with `.request`.
  func poke() {
    continuation.yield(.request)
  }

  /// Wakes the stream with `.due` at `date` on `clock`, replacing the timer set before;
  /// `nil` sets none.
  ///
  /// On the system clock this is a monotonic dispatch timer of at most ``longestSleep``: on
  /// Linux both `Task.sleep` and a wall-clock dispatch timer wake the process every second
  /// while they wait (libdispatch reprograms them; measured with strace), a monotonic one only
  /// when it is due. The cap bounds how late a wake-up can be after a suspend. A scaled clock
  /// (tests, simulations) sleeps on its own time.
  func wake(at date: Date?, on clock: any WidgetClock) {
    guard let date else {
      timer.replace(nil)
      return
    }
    if clock is SystemWidgetClock {
      let seconds = min(max(0, date.timeIntervalSinceNow), Self.longestSleep)
      let generation = timer.replace(nil)
      DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(Int(seconds * 1e9))) {
        [continuation, timer] in
        if timer.isCurrent(generation) { continuation.yield(.due) }
      }
    } else {
      timer.replace(
        Task { [continuation] in
          do {
            try await clock.sleep(until: date)
            continuation.yield(.due)
          } catch {}
        })
    }
  }

  /// Stops listening.
  func finish() {
    timer.replace(nil)
    continuation.finish()
  }
}

/// What a ``WakeEvents`` calls on a stop signal.
private final class StopHandler: Sendable {
  private let handler = Mutex<(@Sendable () -> Void)?>(nil)

  func withLock<Result: Sendable>(
    _ body: (inout sending (@Sendable () -> Void)?) -> sending Result
  ) -> Result {
    handler.withLock(body)
  }
}

/// The one pending timer of a ``WakeEvents``: a task, or a dispatch timer that fires only
/// while its generation is the current one (a dispatch timer cannot be cancelled from here).
private final class TimerSlot: Sendable {
  private let state = Mutex<(task: Task<Void, Never>?, generation: Int)>((nil, 0))

  /// Cancels the timer set before and makes `task` (if any) the current one; returns the new
  /// generation.
  @discardableResult
  func replace(_ task: Task<Void, Never>?) -> Int {
    state.withLock { current in
      current.task?.cancel()
      current = (task, current.generation &+ 1)
      return current.generation
    }
  }

  /// Whether `generation` is still the current timer's.
  func isCurrent(_ generation: Int) -> Bool {
    state.withLock { $0.generation == generation }
  }
}

/// The signal sources and watcher a ``WakeEvents`` keeps alive.
///
/// `@unchecked Sendable` is safe: both are set in `init` and only cancelled after.
private final class KeptSources: @unchecked Sendable {
  private let sources: [any DispatchSourceProtocol]
  private let watcher: StoreWatcher?

  init(sources: [any DispatchSourceProtocol], watcher: StoreWatcher?) {
    self.sources = sources
    self.watcher = watcher
  }

  func cancel() {
    for source in sources { source.cancel() }
    watcher?.cancel()
  }
}
