import AppCommandLine
import Foundation
import Timelines

/// One placed widget as `widgets` shows it: `--json` writes these fields, and they are stable
/// (documented in the command's help).
struct PlacedWidgetReport<Entry: TimelineEntry>: Sendable, Encodable {
  /// The key's digest: the widget's name in `service --http`'s routes.
  let id: String
  let kind: String
  let family: String
  let configuration: String
  /// The options and variables the widget was placed with.
  let options: [String: [String]]
  /// `fresh`, `stale` or `placeholder`.
  let state: String
  /// The status line of the entry shown now (the placeholder's when nothing is stored).
  let text: String
  /// The entry shown now; `null` when nothing is stored.
  let entry: Entry?
  let fetchedAt: Date?
  let nextReload: Date?
  let nextReloadReason: String
  let lastError: String?
  let lastDrawn: Date

  init(
    placed: PlacedWidget, snapshot: WidgetSnapshot<Entry>, text: String, timeZone: TimeZone
  ) {
    id = placed.key.digest
    kind = placed.key.kind
    family = placed.key.family.argumentName
    configuration = placed.key.configurationKey
    options = placed.options
    state = String(describing: snapshot.state)
    self.text = text
    entry = snapshot.entry
    fetchedAt = snapshot.stored?.fetchedAt
    nextReload = snapshot.nextReload
    nextReloadReason = snapshot.nextReloadReason(in: timeZone)
    lastError = snapshot.lastError
    lastDrawn = placed.lastDrawn
  }

  /// The report as a few aligned lines for a person.
  func lines(in timeZone: TimeZone) -> [String] {
    let name =
      [kind, family] + (configuration == NoConfiguration().storageKey ? [] : [configuration])
    let next = nextReload.map { ClockText.hourMinute($0, in: timeZone) + " " } ?? ""
    return [
      name.joined(separator: " "),
      "  id:          \(id)",
      "  shows:       \(text) (\(state))",
      "  next reload: \(next)(\(nextReloadReason))",
      "  last error:  \(lastError ?? "none")",
      "  last drawn:  \(Self.dayAndTime(lastDrawn, timeZone))",
    ]
  }

  private static func dayAndTime(_ date: Date, _ timeZone: TimeZone) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = timeZone
    formatter.dateFormat = "yyyy-MM-dd HH:mm"
    return formatter.string(from: date)
  }
}
