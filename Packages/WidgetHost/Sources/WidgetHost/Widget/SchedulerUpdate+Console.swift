import AppCommandLine
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

  /// The status line for old data or a stand-in ("offline · showing stored data · next try
  /// 14:35"), dim in ANSI output; `nil` when the widget shows fresh data. It is not part of the
  /// widget: the widget is exactly its family's box, and this line goes under it only on a
  /// `--watch` screen with a row to spare (see ``WatchDisplay``).
  func statusLine(output: OutputStyle, timeZone: TimeZone) -> String? {
    guard let status = WidgetStatusLine(update: self, timeZone: timeZone) else { return nil }
    switch output {
    case .plain, .svg, .html: return status.text
    case .ansi: return "\u{1B}[2m\(status.text)\u{1B}[0m"
    }
  }

  /// Prints the status line on stderr, unless the update failed: the failure's own line
  /// already says what the widget shows and when it tries again.
  func noteStatus(app: String, console: Console, timeZone: TimeZone) {
    if case .failed = reason { return }
    guard let status = WidgetStatusLine(update: self, timeZone: timeZone) else { return }
    console.note(status.text, app: app)
  }
}
