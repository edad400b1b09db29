import AppCommandLine
import Foundation

/// The rule that picks which widget of a stack is on top, for ``WidgetRunner``: told when
/// each member's entry changes, when time passes and when a key is pressed, it answers which
/// member shows and when it turns next.
///
/// A pure value, so the rule can live with the widget (a Smart Stack that favours the widget
/// that changed last, say) and be tested with tables, while the runner does the waiting.
public protocol WidgetStackRotation: Sendable {
  /// The member on top, from 0.
  var selected: Int { get }

  /// When the stack turns next if nothing else happens; `nil` when it never turns by itself.
  var nextTurn: Date? { get }

  /// Records that `member` shows an entry dated `entryDate` at `now`.
  ///
  /// - Returns: Whether the member came to the top.
  @discardableResult
  mutating func observe(member: Int, entryDate: Date, at now: Date) -> Bool

  /// Turns the stack for the time that has passed by `now`.
  ///
  /// - Returns: Whether the member on top changed.
  @discardableResult
  mutating func rotate(to now: Date) -> Bool

  /// Turns to the next member at once, as a key press does.
  mutating func next(at now: Date)
}
