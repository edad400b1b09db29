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
  /// - Throws: ``CommandFailure`` (69) when the reload failed; the widget keeps its last
  ///   timeline.
  public func reloadForIntent(_ scheduler: TimelineScheduler<Provider>, target: String)
    async throws -> SchedulerUpdate<Provider.Entry>
  {
    let now = try environment.widgetClock().now
    let fetches = intentGate.admit(
      "fetch " + target, spacing: Self.intentFetchSpacing, at: now)
    guard let update = await scheduler.refresh(fetches ? .bypassingBudget : .ifDue) else {
      throw CancellationError()
    }
    if fetches, case .failed(let message, _) = update.reason {
      throw CommandFailure(.unavailable, "the widget keeps what it showed: \(message)")
    }
    return update
  }
}
