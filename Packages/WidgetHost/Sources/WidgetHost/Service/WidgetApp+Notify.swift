import AppCommandLine
import Foundation
import TextRendering
import Timelines

extension WidgetApp {
  /// No announcements: only an app with news worth a notification (votes) says otherwise.
  public func announcement(for entry: Provider.Entry) -> Announcement? { nil }

  /// The app's name and its status line for a medium widget, spoken.
  public func widgetSummary(for entry: Provider.Entry) -> WidgetSummary {
    let text = Sanitizer.spoken(statusContent(for: entry, family: .systemMedium).text)
    return WidgetSummary(title: Self.name, text: "\(Self.name): \(text)")
  }

  /// `--notify` on `refresh` and `service`: after a pass, the placed widgets' current entries
  /// are read from the store, and the first that announces something other than the last
  /// announcement sent becomes one desktop notification, which replaces the previous one.
  /// - Parameters:
  ///   - offersOpen: add an "Open" action (a running service, which can wait for it).
  ///   - report: where the line saying what happened goes (stderr by default).
  func announceIfNew(offersOpen: Bool = false, report: (@Sendable (String) -> Void)? = nil) async {
    let store = FileTimelineStore(directory: environment.stateDirectory)
    let clock = (try? environment.widgetClock()) ?? SystemWidgetClock()
    for widget in placementStore.all(removingUnusable: false).widgets {
      guard let stored = await store.load(widget.key, as: Provider.Entry.self).stored,
        !stored.isFallback, let entry = stored.timeline.entry(at: clock.now),
        var announcement = announcement(for: entry)
      else { continue }
      announcement.summary = announcement.summary.sanitizedForTerminal
      announcement.body = Sanitizer.sanitize(announcement.body, allowsNewlines: true)
      let notifier = DesktopNotifier(
        app: Self.name,
        stateFile: environment.stateDirectory.appendingPathComponent("announced.json"),
        variables: environment.variables)
      if let line = notifier.announce(announcement, offersOpen: offersOpen) {
        if let report { report(line) } else { console.note(line, app: Self.name) }
      }
      return
    }
  }
}
