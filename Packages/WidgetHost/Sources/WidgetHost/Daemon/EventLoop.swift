import AppCommandLine
import CLinuxEvents
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// One thread that sleeps in `epoll_wait` until a descriptor of a long-running command is ready
/// or one of its deadlines comes, and then runs what was registered for it: the shape of the
/// daemons people trust (systemd, tmux, dbus). Nothing ticks: with no descriptor ready and no
/// deadline near, the thread sleeps, whatever the count of descriptors.
///
/// Handlers run on the loop's thread, one at a time, and must not block: a handler reads what
/// is ready, writes what fits, and returns. Registration works from any thread.
final class EventLoop: Sendable {
  /// Runs when its descriptor is ready; gets the `epoll` event bits.
  typealias Handler = @Sendable (_ events: UInt32) -> Void

  private struct Deadline {
    var at: ContinuousClock.Instant
    var run: @Sendable () -> Void
  }

  private struct State {
    var handlers: [Int32: Handler] = [:]
    var deadlines: [String: Deadline] = [:]
    var stopped = false
  }

  private let epoll: Int32
  private let interrupt: Int32
  private let state = Mutex(State())

  /// Starts the loop's thread.
  ///
  /// - Throws: ``CommandFailure`` (70) when the system gives no epoll or eventfd descriptor.
  init() throws {
    epoll = epoll_create1(Int32(EPOLL_CLOEXEC))
    interrupt = eventfd(0, Int32(EFD_NONBLOCK | EFD_CLOEXEC))
    guard epoll >= 0, interrupt >= 0 else {
      let reason = String(cString: strerror(errno))
      if epoll >= 0 { close(epoll) }
      throw CommandFailure(.software, "cannot start the event loop: \(reason)")
    }
    let interrupt = self.interrupt
    watch(interrupt, events: EPOLLIN.rawValue) { _ in
      var count: UInt64 = 0
      _ = read(interrupt, &count, 8)
    }
    Thread.detachNewThread { [self] in run() }
  }

  /// Calls `handler` on the loop's thread whenever `descriptor` is ready for `events`
  /// (`EPOLLIN`, `EPOLLOUT`; errors and hang-ups always count), replacing what was registered
  /// for it; whether epoll took it (a regular file, say, it does not).
  @discardableResult
  func watch(_ descriptor: Int32, events: UInt32, handler: @escaping Handler) -> Bool {
    var event = epoll_event()
    event.events = events
    event.data.fd = descriptor
    return state.withLock { state in
      let operation = state.handlers[descriptor] == nil ? EPOLL_CTL_ADD : EPOLL_CTL_MOD
      guard epoll_ctl(epoll, operation, descriptor, &event) == 0 else { return false }
      state.handlers[descriptor] = handler
      return true
    }
  }

  /// Stops watching `descriptor`; call it before closing the descriptor.
  func unwatch(_ descriptor: Int32) {
    state.withLock { state in
      guard state.handlers.removeValue(forKey: descriptor) != nil else { return }
      epoll_ctl(epoll, EPOLL_CTL_DEL, descriptor, nil)
    }
  }

  /// Runs `body` on the loop's thread at `instant` (monotonic), replacing the deadline set
  /// before under `name`.
  func schedule(
    _ name: String, at instant: ContinuousClock.Instant, _ body: @escaping @Sendable () -> Void
  ) {
    state.withLock { $0.deadlines[name] = Deadline(at: instant, run: body) }
    poke()
  }

  /// Stops watching a connection, forgets its deadline `name`, and closes it.
  func release(_ connection: Int32, deadline name: String) {
    cancel(name)
    unwatch(connection)
    close(connection)
  }

  /// Forgets the deadline set under `name`.
  func cancel(_ name: String) {
    state.withLock { _ = $0.deadlines.removeValue(forKey: name) }
  }

  /// Ends the loop's thread and closes its descriptors (not those it watched).
  func stop() {
    state.withLock { $0.stopped = true }
    poke()
  }

  /// Makes the loop look at its deadlines again now.
  private func poke() {
    var one: UInt64 = 1
    _ = write(interrupt, &one, 8)
  }

  private func run() {
    var ready = [epoll_event](repeating: epoll_event(), count: 64)
    while true {
      let (due, timeout, stopped) = state.withLock { state in
        let now = ContinuousClock.now
        let due = state.deadlines.filter { $0.value.at <= now }
        for name in due.keys { state.deadlines.removeValue(forKey: name) }
        let next = state.deadlines.values.map(\.at).min()
        return (
          due.values.map(\.run), next.map { Self.milliseconds(now.duration(to: $0)) } ?? -1,
          state.stopped
        )
      }
      if stopped { break }
      guard due.isEmpty else {
        for body in due { body() }
        continue
      }
      let count = epoll_wait(epoll, &ready, Int32(ready.count), timeout)
      if count < 0, errno != EINTR { break }
      for index in 0..<max(0, Int(count)) {
        let descriptor = ready[index].data.fd
        let handler = state.withLock { $0.handlers[descriptor] }
        handler?(ready[index].events)
      }
    }
    close(interrupt)
    close(epoll)
  }

  /// A wait in whole milliseconds, rounded up so a deadline is never missed by a hair.
  private static func milliseconds(_ duration: Duration) -> Int32 {
    let (seconds, attoseconds) = duration.components
    guard seconds >= 0 else { return 0 }
    let total =
      seconds.multipliedReportingOverflow(by: 1000).partialValue
      + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
    return Int32(clamping: total)
  }
}
