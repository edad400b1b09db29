import Foundation
import TextRendering
import Timelines

extension SchedulerUpdate {
  /// Prints the update's warnings, and its failure or (with `verbose`) its reason, on stderr.
  func report(app: String, console: Console, timeZone: TimeZone, verbose: Bool) {
    for warning in warnings { console.note(warning, app: app) }
    if case .failed = reason {
      console.note(description(in: timeZone) + failureAdvice, app: app)
    } else if verbose {
      console.note(description(in: timeZone), app: app)
    }
  }

  /// What the widget shows instead, after a failure.
  private var failureAdvice: String {
    switch source {
    case .timeline: "; showing the last stored timeline"
    case .placeholder, .fallback: "; showing the placeholder"
    }
  }

  /// `widget` with the dim line under it when the update shows old data or a stand-in.
  func framed(_ widget: String, output: OutputStyle, timeZone: TimeZone) -> String {
    guard let status = WidgetStatusLine(update: self, timeZone: timeZone) else { return widget }
    let text = status.text
    let line: String
    switch output {
    case .plain: line = text
    case .ansi: line = "\u{1B}[2m\(text)\u{1B}[0m"
    }
    return widget + "\n" + line
  }
}
