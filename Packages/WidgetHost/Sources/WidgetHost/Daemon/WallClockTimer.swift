import AppCommandLine
import CLinuxEvents
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A `timerfd` on the wall clock, armed for one absolute date: it fires when the system's
/// clock reaches that date, after a suspend or a clock change as well (the kernel re-checks
/// it then), and wakes nothing before. How a long-running command sleeps until its next due
/// date, however far away, with no wake-up in between.
final class WallClockTimer: Sendable {
  /// The descriptor an event loop watches for `EPOLLIN`.
  let descriptor: Int32

  /// - Throws: ``CommandFailure`` (70) when the system gives no timer.
  init() throws {
    descriptor = timerfd_create(CLOCK_REALTIME, Int32(TFD_NONBLOCK | TFD_CLOEXEC))
    guard descriptor >= 0 else {
      throw CommandFailure(.software, "cannot make a timer: \(String(cString: strerror(errno)))")
    }
  }

  deinit {
    close(descriptor)
  }

  /// Fires at `date` (at once when it has passed); `nil` disarms.
  func arm(at date: Date?) {
    var value = itimerspec()
    if let date {
      // A zero time disarms a timer: a date at or before 1970 fires at its first nanosecond.
      let seconds = max(date.timeIntervalSince1970, 1e-9)
      let whole = seconds.rounded(.down)
      value.it_value.tv_sec = Int(clamping: Int64(whole))
      value.it_value.tv_nsec = Int(((seconds - whole) * 1e9).rounded(.down))
      if value.it_value.tv_sec == 0, value.it_value.tv_nsec == 0 { value.it_value.tv_nsec = 1 }
    }
    let flags = Int32(TFD_TIMER_ABSTIME) | Int32(TFD_TIMER_CANCEL_ON_SET)
    timerfd_settime(descriptor, flags, &value, nil)
  }

  /// Reads the expiry so the descriptor is quiet again: `true` when the date came or the
  /// system's clock was set (the caller looks at the clock again either way).
  func acknowledge() -> Bool {
    var expirations: UInt64 = 0
    let count = read(descriptor, &expirations, 8)
    return count == 8 || (count < 0 && errno == ECANCELED)
  }
}
