import AppCommandLine
import Foundation
import Timelines

extension WidgetApp {
  /// How close two presses of one intent are for the second to fetch nothing.
  public static var intentFetchSpacing: TimeInterval { 5 }

  /// The reload that follows an intent (WidgetKit asks the widget for a new timeline after
  /// `perform`): at once and outside the refresh budget, as for a foreground app, but a
  /// second press of `target` within ``intentFetchSpacing`` fetches nothing and shows what
  /// the first one fetched.
  ///
  /// - Throws: ``CommandFailure`` when the reload failed, with the exit status of its cause
  ///   (75 timed out or rate-limited, 69 unavailable, 65 unreadable); the widget keeps its
  ///   last timeline.
  public func reloadForIntent(_ scheduler: TimelineScheduler<Provider>, target: String)
    async throws -> SchedulerUpdate<Provider.Entry>
  {
    let now = try environment.widgetClock().now
    let fetches = try intentGate.admit(
      "fetch " + target, spacing: Self.intentFetchSpacing, at: now)
    guard let update = await scheduler.refresh(fetches ? .bypassingBudget : .ifDue) else {
      throw CancellationError()
    }
    if fetches, case .failed(let message, _) = update.reason {
      // The exit status of what failed: 75 for a timeout or a 429, 69 for a dead service.
      let status =
        update.reloadError.map { AppMain.failure(for: $0, environment: environment).exitCode }
        ?? .unavailable
      throw CommandFailure(status, "the widget keeps what it showed: \(message)")
    }
    return update
  }
}
