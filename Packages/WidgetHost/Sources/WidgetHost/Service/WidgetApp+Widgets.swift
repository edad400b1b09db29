import AppCommandLine
import Foundation
import Timelines

extension WidgetApp {
  /// `APP widgets [--json]`: the placed widgets, each with the entry it shows now, its next
  /// reload and why, its last error and when a surface last drew it. Reads the store only.
  func listWidgets() async throws {
    if arguments[.removeAll] || !arguments[.remove].isEmpty { return try await removeWidgets() }
    let clock = try environment.widgetClock()
    let store = FileTimelineStore(directory: environment.stateDirectory)
    let (placed, warnings) = placementStore.all(removingUnusable: false)
    for warning in warnings { console.note("warning: \(warning)", app: Self.name) }
    // One widget at a time, written as soon as it is read: at 10,000 widgets a list held whole
    // took 104 MiB.
    var json = arguments[.json] ? JSONArrayWriter(console: console) : nil
    for widget in placed {
      let scheduler = try? rebuild(widget, longRunning: false)
      let planner = scheduler?.planner ?? ReloadPlanner()
      let snapshot = await WidgetSnapshot<Provider.Entry>.load(
        widget.key, from: store, planner: planner, at: clock.now)
      if let warning = snapshot.warning { console.note("warning: \(warning)", app: Self.name) }
      let text =
        scheduler.map { scheduler in
          let entry =
            snapshot.entry ?? scheduler.provider.placeholder(in: scheduler.context(at: clock.now))
          return statusContent(for: entry, family: widget.key.family).text
        } ?? "(its recorded options no longer describe it)"
      let report = PlacedWidgetReport(
        placed: widget, snapshot: snapshot, text: text.sanitizedForTerminal, timeZone: .current)
      if json != nil {
        try json?.append(report)
      } else {
        console.print(report.lines(in: .current).joined(separator: "\n"))
      }
    }
    json?.finish()
    if json == nil, placed.isEmpty { noteNothingPlaced() }
  }
}
