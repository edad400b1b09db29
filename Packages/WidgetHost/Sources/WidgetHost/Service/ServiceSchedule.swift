import AppCommandLine
import Foundation
import Timelines

/// What a running service knows of its placed widgets between passes: each widget's record,
/// and when it is next due (its next reload, or the day it is forgotten when that comes
/// first) in a ``DueSchedule``. A wake-up costs O(log N) plus the widgets due or changed;
/// only a full pass (at start, on `SIGHUP`, for `refresh`) looks at every widget.
struct ServiceSchedule: Sendable {
  private var placed: [WidgetKey: PlacedWidget] = [:]
  private var keysByFile: [String: WidgetKey] = [:]
  private var due = DueSchedule<WidgetKey>()

  /// How many widgets are placed.
  var count: Int { placed.count }

  /// The earliest date a widget is due.
  var next: Date? {
    mutating get { due.next }
  }

  /// Replaces what is known by `widgets` and what a full pass over them said (`outcomes`):
  /// each widget is due at its next reload or its forget date; a widget the pass did not
  /// mention is due now.
  mutating func reset(to widgets: [PlacedWidget], after outcomes: [RefreshOutcome], now: Date) {
    placed = [:]
    keysByFile = [:]
    due = DueSchedule()
    for widget in widgets { add(widget, dueAt: now) }
    record(outcomes)
  }

  /// Records what reloads said: each widget is next due at its next reload (or its forget
  /// date, when that comes first); a widget with neither is due at its forget date.
  mutating func record(_ outcomes: [RefreshOutcome]) {
    for outcome in outcomes {
      guard let key = outcome.key, let widget = placed[key] else { continue }
      due.set(key, at: Self.date(for: widget, nextReload: outcome.nextReload))
    }
  }

  /// Takes the widgets due at `now`.
  mutating func takeDue(at now: Date) -> [PlacedWidget] {
    due.takeDue(at: now).compactMap { placed[$0] }
  }

  /// Forgets a widget (its record is gone).
  mutating func remove(_ key: WidgetKey) {
    placed.removeValue(forKey: key)
    keysByFile.removeValue(forKey: key.fileName)
    due.set(key, at: nil)
  }

  /// Takes in the placement files named `names` as `store` has them now: a new widget is due
  /// at once, a record drawn again replaces the old one, a file gone removes its widget.
  mutating func placementsChanged(_ names: Set<String>, in store: PlacementStore, now: Date) {
    for name in names {
      if let widget = store.placed(fileNamed: name) {
        if placed[widget.key] == nil {
          add(widget, dueAt: now)
        } else {
          placed[widget.key] = widget
        }
      } else if let key = keysByFile[name] {
        remove(key)
      }
    }
  }

  private mutating func add(_ widget: PlacedWidget, dueAt date: Date) {
    placed[widget.key] = widget
    keysByFile[widget.key.fileName] = widget.key
    due.set(widget.key, at: date)
  }

  /// When `widget` is next due: its next reload, or the date it is forgotten if earlier.
  private static func date(for widget: PlacedWidget, nextReload: Date?) -> Date {
    let forget = widget.lastDrawn.addingTimeInterval(PlacementStore.forgetAfter)
    return nextReload.map { min($0, forget) } ?? forget
  }
}
