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

  /// Starts listening for the stop signals, `SIGUSR1` and changes in `directories`.
  init(watching directories: [URL]) {
    let (stream, continuation) = AsyncStream.makeStream(of: WakeEvent.self)
    self.stream = stream
    self.continuation = continuation
    signal(SIGPIPE, SIG_IGN)
    let queue = DispatchQueue(label: "wake-events")
    var sources: [any DispatchSourceProtocol] = []
    for (number, event) in [
      (SIGTERM, WakeEvent.stop), (SIGINT, .stop), (SIGHUP, .stop), (SIGUSR1, .reprint),
    ] {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
      source.setEventHandler { continuation.yield(event) }
      source.resume()
      sources.append(source)
    }
    let watcher = StoreWatcher(directories: directories) { continuation.yield(.storeChanged) }
    Self.watchReaderHangup { continuation.yield(.stop) }
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

  /// Wakes the stream with `.request`.
  func poke() {
    continuation.yield(.request)
  }

  /// Wakes the stream with `.due` at `date` on `clock`, replacing the timer set before;
  /// `nil` sets none.
  func wake(at date: Date?, on clock: any WidgetClock) {
    timer.replace(
      date.map { date in
        Task { [continuation] in
          do {
            try await clock.sleep(until: date)
            continuation.yield(.due)
          } catch {}
        }
      })
  }

  /// Stops listening.
  func finish() {
    timer.replace(nil)
    continuation.finish()
  }
}

/// The one pending timer task of a ``WakeEvents``.
private final class TimerSlot: Sendable {
  private let task = Mutex<Task<Void, Never>?>(nil)

  func replace(_ next: Task<Void, Never>?) {
    task.withLock { current in
      current?.cancel()
      current = next
    }
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
