import Foundation
import Synchronization
import Timelines

/// The clock of a run under `WIDGETS_CLOCK_SPEED=jump`: a ``ManualWidgetClock`` that stands
/// still while the app works and moves at once to each date the app waits for, so an
/// end-to-end test lives through a simulated day in moments, at the same dates on any machine.
///
/// One per run: every copy of the run's ``AppEnvironment`` holds the same slot, so the
/// service's loop, each pass and each widget read one clock, as they read one scaled clock.
final class JumpingClockSlot: Sendable {
  private let slot = Mutex<ManualWidgetClock?>(nil)

  /// The run's clock, made at `start` the first time it is asked for.
  func clock(startingAt start: Date) -> ManualWidgetClock {
    slot.withLock { slot in
      if let clock = slot { return clock }
      let clock = ManualWidgetClock(now: start, advancesOnSleep: true)
      slot = clock
      return clock
    }
  }
}
