import Foundation

/// The time source a scheduler runs on: the current date, and a way to wait for a date.
///
/// Widgets live in wall-clock time (an entry is for 14:15, not for "900 s after start"), so the
/// clock speaks `Date`. The live clock is `SystemWidgetClock`; tests use `ManualWidgetClock`,
/// which moves only when told to, so a simulated day runs without any real waiting.
public protocol WidgetClock: Sendable {
  /// The current date by this clock.
  var now: Date { get }

  /// Suspends until `now` has reached `deadline`; returns at once if it already has.
  ///
  /// - Throws: `CancellationError` when the waiting task is cancelled.
  func sleep(until deadline: Date) async throws
}

/// The system's wall clock.
///
/// It sleeps in steps of at most a minute and looks at the wall clock after each, so a wake-up
/// lands at the right time of day even after the machine was suspended or its clock was set.
public struct SystemWidgetClock: WidgetClock {
  /// The longest single sleep before the wall clock is read again.
  static let longestStep: TimeInterval = 60

  /// Creates the system clock.
  public init() {}

  /// The current system date.
  public var now: Date { Date() }

  /// Sleeps until the wall clock reaches `deadline`.
  ///
  /// - Throws: `CancellationError` when the waiting task is cancelled.
  public func sleep(until deadline: Date) async throws {
    while true {
      let remaining = deadline.timeIntervalSince(now)
      guard remaining > 0 else { return }
      let step = min(remaining, Self.longestStep)
      try await Task.sleep(nanoseconds: UInt64(step * 1_000_000_000))
    }
  }
}
