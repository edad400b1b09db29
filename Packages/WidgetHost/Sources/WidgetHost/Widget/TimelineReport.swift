import AppCommandLine
import Foundation
import Timelines

/// What an app's `timeline` command prints: the provider's entries with their dates, and when
/// and why the widget reloads next. `--json` gives
/// `{"entries":[{"date":…, …}], "reload":{"policy":…, "date":…}}` with ISO 8601 dates.
public struct TimelineReport<Entry: TimelineEntry>: Sendable {
  /// The provider's timeline.
  public var timeline: Timeline<Entry>
  /// When the timeline was made.
  public var fetchedAt: Date

  /// A report of a timeline made at `fetchedAt`.
  public init(timeline: Timeline<Entry>, fetchedAt: Date) {
    self.timeline = timeline
    self.fetchedAt = fetchedAt
  }

  /// The policy's name in the JSON output: `atEnd`, `after` or `never`.
  public var policyName: String {
    switch timeline.policy {
    case .atEnd: "atEnd"
    case .after: "after"
    case .never: "never"
    }
  }

  /// When the next reload is due, or `nil` for `.never`.
  public var reloadDate: Date? {
    timeline.nextReloadDate(after: fetchedAt)
  }

  /// The report as pretty-printed JSON with sorted keys and ISO 8601 dates.
  /// - Throws: `EncodingError` when an entry cannot be encoded.
  public func json() throws -> String {
    let document = Document(
      entries: timeline.chronologicalEntries,
      reload: .init(policy: policyName, date: reloadDate))
    return try JSONOutput.encode(document)
  }

  /// The report for a person: one block per entry, then the reload line.
  ///
  /// - Parameter describe: the lines that say what an entry shows (already sanitised).
  public func text(timeZone: TimeZone = .current, describe: (Entry) -> [String]) -> String {
    let entries = timeline.chronologicalEntries
    var lines: [String] = []
    for (index, entry) in entries.enumerated() {
      lines.append("entry \(index + 1) of \(entries.count) at \(Self.stamp(entry.date, timeZone))")
      lines += describe(entry).map { "  \($0)" }
    }
    if entries.isEmpty { lines.append("no entries: the widget shows its placeholder") }
    switch timeline.policy {
    case .atEnd:
      let date = reloadDate.map { Self.stamp($0, timeZone) } ?? "now"
      lines.append("reload at \(date) (policy: at end, after the last entry)")
    case .after(let date):
      lines.append("reload at \(Self.stamp(date, timeZone)) (policy: after that date, or later)")
    case .never:
      lines.append("no reload (policy: never)")
    }
    return lines.joined(separator: "\n")
  }

  /// `2026-11-22 14:30` in the time zone.
  static func stamp(_ date: Date, _ timeZone: TimeZone) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = timeZone
    formatter.dateFormat = "yyyy-MM-dd HH:mm"
    return formatter.string(from: date)
  }

  private struct Document: Encodable {
    struct Reload: Encodable {
      var policy: String
      var date: Date?

      func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(policy, forKey: .policy)
        try container.encode(date, forKey: .date)
      }

      enum CodingKeys: String, CodingKey {
        case policy
        case date
      }
    }

    var entries: [Entry]
    var reload: Reload
  }
}
