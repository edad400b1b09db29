import AppCommandLine
import Foundation
import Timelines

/// The dim line under a widget that shows old data or a stand-in, so a reader of the scrollback
/// knows: "offline · showing data from 14:00 · next try 14:35".
struct WidgetStatusLine: Equatable {
  /// The words of the line, without styling.
  var text: String

  /// The line for an update, or `nil` when the widget shows fresh data.
  init?<Entry>(update: SchedulerUpdate<Entry>, timeZone: TimeZone) {
    let retry: Date?
    if case .failed(_, let retryAt) = update.reason {
      retry = retryAt
    } else {
      retry = update.isStale ? update.nextWake : nil
    }
    let next = retry.map { " · next try \(ClockText.hourMinute($0, in: timeZone))" } ?? ""
    switch update.source {
    case .placeholder, .fallback:
      guard update.isStale || retry != nil else { return nil }
      text = "placeholder · couldn't load\(next)"
    case .timeline:
      guard update.isStale else { return nil }
      text = "offline · showing stored data\(next)"
    }
  }
}
