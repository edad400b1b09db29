import Foundation
import Timelines

/// A wall clock that can start at a chosen date and run faster than real time, so end-to-end
/// tests can watch a widget through an hour of entries in a second without touching its code.
///
/// Apps use it only when `WIDGETS_CLOCK_START` (ISO 8601) or `WIDGETS_CLOCK_SPEED` (a factor,
/// e.g. `3600` for an hour a second, but not `jump`) is set; see ``AppEnvironment/widgetClock``.
public struct ScaledWidgetClock: WidgetClock {
  private let origin: Date
  private let start: Date
  private let speed: Double

  /// The fastest a clock may run: a million seconds per second.
  public static let maximumSpeed = 1_000_000.0

  /// A clock that reads `start` at `realNow` and then advances `speed` seconds per real second.
  public init(start: Date, speed: Double, realNow: Date) {
    self.origin = realNow
    self.start = start
    self.speed = min(max(speed, 0.001), Self.maximumSpeed)
  }

  /// The scaled time.
  public var now: Date {
    start.addingTimeInterval(Date().timeIntervalSince(origin) * speed)
  }

  /// Sleeps the real time that corresponds to reaching `date` on this clock.
  /// - Throws: `CancellationError` when the task is cancelled.
  public func sleep(until date: Date) async throws {
    let seconds = date.timeIntervalSince(now) / speed
    guard seconds > 0 else { return }
    try await Task.sleep(for: .milliseconds(Int64((seconds * 1000).rounded(.up))))
  }
}

/// A clock whose dates can be turned into the system's wall-clock dates, so a wait for one
/// sleeps on a wall-clock timer.
public protocol WallClockMapping {
  /// The system's wall-clock date at which this clock reads `date`.
  func wallDate(for date: Date) -> Date
}

extension SystemWidgetClock: WallClockMapping {
  /// `date` itself: this clock is the wall clock.
  public func wallDate(for date: Date) -> Date { date }
}

extension ScaledWidgetClock: WallClockMapping {
  /// The real date at which this clock reads `date`.
  public func wallDate(for date: Date) -> Date {
    Date().addingTimeInterval(date.timeIntervalSince(now) / speed)
  }
}

extension AppEnvironment {
  /// The clock widgets run on: the system clock, or a ``ScaledWidgetClock`` when
  /// `WIDGETS_CLOCK_START` or `WIDGETS_CLOCK_SPEED` is set (for tests and demonstrations).
  /// `WIDGETS_CLOCK_SPEED=jump` gives a clock that stands still while the app works and jumps
  /// to each date it waits for (a ``ManualWidgetClock`` that advances on sleep, one per run),
  /// so a test of a long-running command does not depend on the machine's speed.
  /// - Throws: ``CommandFailure`` (usage) when either variable cannot be read.
  public func widgetClock() throws -> any WidgetClock {
    let startText = variables["WIDGETS_CLOCK_START"].flatMap { $0.isEmpty ? nil : $0 }
    let speedText = variables["WIDGETS_CLOCK_SPEED"].flatMap { $0.isEmpty ? nil : $0 }
    guard startText != nil || speedText != nil else { return SystemWidgetClock() }
    var start = Date()
    if let startText {
      // With fractional seconds too: what a service hands its refresher worker.
      let fractional = ISO8601DateFormatter()
      fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
      guard
        let parsed = ISO8601DateFormatter().date(from: startText)
          ?? fractional.date(from: startText)
      else {
        throw CommandFailure.usage(
          "WIDGETS_CLOCK_START must be an ISO 8601 date such as 2026-11-22T14:00:00Z")
      }
      start = parsed
    }
    if speedText == "jump" { return jumpingClock.clock(startingAt: start) }
    var speed = 1.0
    if let speedText {
      guard let parsed = Double(speedText), parsed > 0, parsed <= ScaledWidgetClock.maximumSpeed
      else {
        throw CommandFailure.usage(
          "WIDGETS_CLOCK_SPEED must be a number from above 0 to 1000000, such as 60, or jump")
      }
      speed = parsed
    }
    // Every clock of one run counts from the moment the run started, so two made a moment
    // apart read the same time, and a run never inherits the time an earlier one used up.
    let elapsed = startedAt.duration(to: .now)
    let realStart = Date().addingTimeInterval(
      -(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18))
    return ScaledWidgetClock(start: start, speed: speed, realNow: realStart)
  }
}
