/// The dots under a stack of widgets, one per widget, the one on top filled: `● ○ ○`.
///
/// ```swift
/// PageIndicator(count: 2, selected: 1).text                 // "○ ●"
/// PageIndicator(count: 2, selected: 0).centered(width: 9)   // "   ● ○   "
/// ```
public struct PageIndicator: Sendable, Hashable {
  /// The dot of the widget on top.
  public static let selectedDot: Character = "●"

  /// The dot of every other widget.
  public static let otherDot: Character = "○"

  /// How many widgets the stack holds (at least one).
  public let count: Int

  /// The widget on top, from 0, kept within the stack.
  public let selected: Int

  /// An indicator for a stack of `count` widgets with `selected` on top.
  ///
  /// - Parameters:
  ///   - count: How many widgets; fewer than one is taken as one.
  ///   - selected: The widget on top; outside the stack it is clamped to the nearest end.
  public init(count: Int, selected: Int) {
    self.count = max(count, 1)
    self.selected = min(max(selected, 0), self.count - 1)
  }

  /// The dots, a space apart: `● ○`.
  public var text: String {
    (0..<count).map { String($0 == selected ? Self.selectedDot : Self.otherDot) }
      .joined(separator: " ")
  }

  /// The dots centred in `width` cells, padded with spaces on both sides (a little more on the
  /// right when the space does not split evenly); the dots alone when they do not fit.
  public func centered(width: Int) -> String {
    let dots = text
    let spare = width - dots.count
    guard spare > 0 else { return dots }
    let left = spare / 2
    return String(repeating: " ", count: left) + dots
      + String(repeating: " ", count: spare - left)
  }
}
