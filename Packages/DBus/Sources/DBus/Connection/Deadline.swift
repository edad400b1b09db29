/// A moment after which a blocking wait gives up, on the continuous clock.
struct Deadline: Sendable {
  /// When the wait gives up.
  let instant: ContinuousClock.Instant
  /// The timeout it was made from, for messages.
  let timeout: Duration

  /// `timeout` from now, kept between zero and a year so that no arithmetic can overflow.
  init(in timeout: Duration) {
    let bounded = min(max(timeout, .zero), .seconds(31_536_000))
    self.timeout = bounded
    self.instant = ContinuousClock.now.advanced(by: bounded)
  }

  /// The time left in milliseconds for `poll`, rounded up, at least 0.
  var pollMilliseconds: Int32 {
    let left = instant - ContinuousClock.now
    guard left > .zero else { return 0 }
    let (seconds, attoseconds) = left.components
    let milliseconds = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
    return Int32(clamping: milliseconds)
  }

  /// True once the deadline has passed.
  var hasPassed: Bool { ContinuousClock.now >= instant }

  /// The timeout in seconds, for messages.
  var seconds: Double {
    let (seconds, attoseconds) = timeout.components
    return Double(seconds) + Double(attoseconds) / 1e18
  }

  /// The error for a wait for `what` that reached this deadline.
  func timedOut(_ what: String) -> DBusError {
    DBusError(.timedOut(what, seconds: seconds))
  }
}
