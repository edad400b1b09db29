import AppCommandLine
import Foundation

/// The rotation of a stack of one, a single widget: its only member stays on top and never
/// turns.
struct SingleWidgetRotation: WidgetStackRotation {
  var selected: Int { 0 }
  var nextTurn: Date? { nil }

  func observe(member: Int, entryDate: Date, at now: Date) -> Bool { false }
  func rotate(to now: Date) -> Bool { false }
  func next(at now: Date) {}
}
