import Foundation
import Timelines

/// A simulated day starts at 2024-03-01 00:00 UTC, so HH:mm in UTC reads as minutes from start.
let dayStart = Date(timeIntervalSince1970: 1_709_251_200)

/// One simulated day, in seconds.
let oneDay: TimeInterval = 24 * 60 * 60

/// The date `minutes` after `dayStart`.
func minute(_ minutes: Double) -> Date {
  dayStart.addingTimeInterval(minutes * 60)
}

/// Minutes from `dayStart` to `date`.
func minutes(of date: Date) -> Double {
  date.timeIntervalSince(dayStart) / 60
}

/// UTC, for stable HH:mm in descriptions.
let utc = TimeZone(secondsFromGMT: 0) ?? .current

/// An entry with a label, so tests can tell entries apart.
struct TestEntry: TimelineEntry, Equatable {
  var date: Date
  var label: String
}

/// Entries at the given minutes, labelled with their minute unless a label is given.
func entries(_ minutesAndLabels: [(Double, String)]) -> [TestEntry] {
  minutesAndLabels.map { TestEntry(date: minute($0.0), label: $0.1) }
}

/// A configuration with a value, like the jokes widget's joke type.
struct FlavourConfiguration: WidgetConfiguration {
  var flavour: String
  var storageKey: String { flavour }
}

/// The error a failing test provider throws.
struct ServiceDown: Error, CustomStringConvertible {
  var description: String { "service unavailable (HTTP 503)" }
}
