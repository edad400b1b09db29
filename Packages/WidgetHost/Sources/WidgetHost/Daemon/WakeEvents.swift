import AppCommandLine
import CLinuxEvents
import Foundation
import Synchronization
import Timelines

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Why a long-running command (`status --follow`, `service`) wakes up. Several reasons that
/// came while it was busy arrive together, once each: events coalesce, they never queue.
struct Wake: OptionSet, Sendable {
  let rawValue: Int
  /// `SIGTERM`, `SIGINT` (and, for a bar, `SIGHUP` or a reader that went away): stop, exit 0.
  static let stop = Wake(rawValue: 1)
  /// `SIGUSR1` (and a service's `SIGHUP`): print again, look again.
  static let reprint = Wake(rawValue: 2)
  /// A file in a watched folder changed.
  static let storeChanged = Wake(rawValue: 4)
  /// The date the command was waiting for came (or the system's clock was set).
  static let due = Wake(rawValue: 8)
  /// Something else asked (a request on the refresh socket); the command looks at its queue.
  static let request = Wake(rawValue: 16)
}

/// What wakes a long-running command, on one ``EventLoop``: signals (through a
/// ``SignalPipe``), inotify on the store, one wall-clock timer for the command's next date,
/// and, for a bar, its reader going away. While nothing comes, the process sleeps: no timer
/// ticks.
///
/// Stopping is never queued behind work: a stop signal calls the ``onStop(_:)`` handlers at
/// once (a command cancels what it is doing), and a command that is still running
/// ``stopGrace`` later is ended there, status 0, after the ``onForcedStop(_:)`` handlers.
final class WakeEvents: Sendable {
  /// How long a stopping command has to finish on its own.
  static let stopGrace: Duration = .milliseconds(800)

  /// The loop the events come from; a command registers its own descriptors on it too.
  let loop: EventLoop
  private let timer: WallClockTimer
  private let watcher: StoreWatcher?
  /// Whether a stop that is not obeyed within ``stopGrace`` ends the process: only when the
  /// process's signals are handled here, never in a test's process.
  private let forcesStop: Bool
  private let state = Mutex(State())

  private struct State {
    var pending: Wake = []
    var waiter: CheckedContinuation<Wake, Never>?
    var notBefore: ContinuousClock.Instant?
    var stopHandlers: [@Sendable () -> Void] = []
    var forcedStopHandlers: [@Sendable () -> Void] = []
    var stopping = false
    var sleeper: Task<Void, Never>?
    /// The files named by the store changes not yet taken; `nil` once there were too many to
    /// keep (the command then looks at everything).
    var changed: Set<String>? = []
  }

  /// The most changed file names kept between two looks.
  static let changedNameLimit = 4096

  /// Starts listening for `SIGTERM` and `SIGINT` (stop), `SIGUSR1` and changes in
  /// `directories`. `forBar` also stops on `SIGHUP` and when the reader of stdout goes away,
  /// as a bar's command should; a service logging to the journal takes `SIGHUP` as a look
  /// again. `handlesSignals: false` leaves the process's signals alone and never ends the
  /// process (the tests': a stop there that outlived ``stopGrace`` ended the whole test run,
  /// with status 0).
  ///
  /// - Throws: ``CommandFailure`` (70) when the system gives no event loop or timer.
  init(watching directories: [URL], forBar: Bool, handlesSignals: Bool = true) throws {
    loop = try EventLoop()
    timer = try WallClockTimer()
    watcher = StoreWatcher(directories: directories)
    forcesStop = handlesSignals
    let handled = [SIGTERM, SIGINT, SIGHUP, SIGUSR1]
    if handlesSignals, let signals = SignalPipe.descriptor {
      signal(SIGPIPE, SIG_IGN)
      _ = SignalPipe.catchSignals(handled)  // for the process's life: never given back
      // A thread that blocks the signals (libdispatch's workers do) never runs the handler;
      // the loop's thread and the main thread take them.
      SignalPipe.unblock(handled)
      loop.watch(signals, events: EPOLLIN.rawValue) { [self] _ in
        for number in SignalPipe.drain(signals) {
          switch number {
          case SIGUSR1: raise(.reprint)
          case SIGHUP: raise(forBar ? .stop : .reprint)
          default: raise(.stop)
          }
        }
      }
    }
    if handlesSignals {
      loop.schedule("unblock-signals", at: .now) { SignalPipe.unblock(handled) }
    }
    loop.watch(timer.descriptor, events: EPOLLIN.rawValue) { [self] _ in
      if timer.acknowledge() { raise(.due) }
    }
    if let watcher {
      loop.watch(watcher.descriptor, events: EPOLLIN.rawValue) { [self] _ in
        let names = watcher.drain()
        guard !names.isEmpty else { return }
        state.withLock { state in
          state.changed?.formUnion(names)
          if let count = state.changed?.count, count > Self.changedNameLimit { state.changed = nil }
        }
        raise(.storeChanged)
      }
    }
    if forBar, Self.stdoutIsPipe() {
      // Errors and hang-ups are always reported: a reader that closed its end shows as
      // EPOLLERR on the writing end, without waiting for the next write to fail.
      loop.watch(STDOUT_FILENO, events: 0) { [self] _ in
        loop.unwatch(STDOUT_FILENO)
        raise(.stop)
      }
    }
  }

  /// Whether stdout is a pipe or a socket (a bar's), which can hang up.
  private static func stdoutIsPipe() -> Bool {
    var status = stat()
    guard fstat(STDOUT_FILENO, &status) == 0 else { return false }
    let type = status.st_mode & S_IFMT
    return type == S_IFIFO || type == S_IFSOCK
  }

  /// Waits for the next wake-up and returns every reason that came since the last one.
  ///
  /// - Parameter notBefore: hold everything but a stop until this instant (a follower prints
  ///   at most once a second); the reasons gather meanwhile.
  func next(notBefore: ContinuousClock.Instant? = nil) async -> Wake {
    await withCheckedContinuation { waiter in
      let ready = state.withLock { state -> (CheckedContinuation<Wake, Never>, Wake)? in
        state.waiter = waiter
        state.notBefore = notBefore
        return Self.deliverable(&state)
      }
      if let (waiter, wake) = ready {
        waiter.resume(returning: wake)
      } else if let notBefore {
        loop.schedule("not-before", at: notBefore) { [self] in raise([]) }
      }
    }
  }

  /// Adds `wake` to the pending reasons and hands them to a waiting command when it may have
  /// them.
  func raise(_ wake: Wake) {
    let (ready, stopping) = state.withLock { state in
      let first = wake.contains(.stop) && !state.stopping
      if first { state.stopping = true }
      state.pending.formUnion(wake)
      return (Self.deliverable(&state), first ? state.stopHandlers : nil)
    }
    if let stopping {
      for handler in stopping { handler() }
      if forcesStop {
        loop.schedule("forced-stop", at: .now + Self.stopGrace) { [self] in forceStop() }
      }
    }
    if let (waiter, wake) = ready { waiter.resume(returning: wake) }
  }

  /// The waiter and what it gets, when there is a waiter and something for it now.
  private static func deliverable(_ state: inout State) -> (CheckedContinuation<Wake, Never>, Wake)?
  {
    guard let waiter = state.waiter, !state.pending.isEmpty else { return nil }
    if !state.pending.contains(.stop), let notBefore = state.notBefore, notBefore > .now {
      return nil
    }
    let wake = state.pending
    state.pending = []
    state.waiter = nil
    state.notBefore = nil
    return (waiter, wake)
  }

  /// The names of the files changed in the watched folders since the last call; `nil` when
  /// there were more than ``changedNameLimit`` (look at everything).
  func takeChangedNames() -> Set<String>? {
    state.withLock { state in
      defer { state.changed = [] }
      return state.changed
    }
  }

  /// Calls `handler` as soon as a stop comes, before the command's wait returns: a command
  /// cancels the work it is in the middle of.
  func onStop(_ handler: @escaping @Sendable () -> Void) {
    state.withLock { $0.stopHandlers.append(handler) }
  }

  /// Calls `handler` before the process is ended because it did not stop within
  /// ``stopGrace`` (a service removes its socket there).
  func onForcedStop(_ handler: @escaping @Sendable () -> Void) {
    state.withLock { $0.forcedStopHandlers.append(handler) }
  }

  private func forceStop() {
    for handler in state.withLock({ $0.forcedStopHandlers }) { handler() }
    ChildProgram.terminateAll()
    _exit(0)
  }

  /// Wakes the command with ``Wake/request``.
  func poke() {
    raise(.request)
  }

  /// Wakes the command with ``Wake/due`` at `date` on `clock`, replacing the date set before;
  /// `nil` sets none. The system clock and a scaled one are mapped to the wall clock and wait
  /// on the loop's timer; any other clock (a test's) sleeps on its own time.
  func wake(at date: Date?, on clock: any WidgetClock) {
    let previous = state.withLock { state in
      defer { state.sleeper = nil }
      return state.sleeper
    }
    previous?.cancel()
    guard let date else {
      timer.arm(at: nil)
      return
    }
    if let mapping = clock as? any WallClockMapping {
      timer.arm(at: mapping.wallDate(for: date))
      return
    }
    timer.arm(at: nil)
    let sleeper = Task { [self] in
      do {
        try await clock.sleep(until: date)
        raise(.due)
      } catch {}
    }
    state.withLock { $0.sleeper = sleeper }
  }

  /// Stops listening.
  func finish() {
    wake(at: nil, on: SystemWidgetClock())
    loop.stop()
  }
}
