import Foundation

/// A type that specifies the date to display a widget, and, optionally, the relevance of its
/// content: WidgetKit's `TimelineEntry`.
///
/// Declare a structure that conforms and carries everything the widget's view needs:
///
/// ```swift
/// struct TodoEntry: TimelineEntry {
///   let date: Date
///   let todos: [Todo]
/// }
/// ```
///
/// Entries are `Sendable` (the scheduler hands them across tasks) and `Codable` (the store
/// persists the last timeline so a one-shot command can draw without a reload).
public protocol TimelineEntry: Sendable, Codable {
  /// The date from which the widget shows this entry.
  var date: Date { get }

  /// How relevant this entry is compared with the others of the same widget kind; `nil` (the
  /// default) when the entry expresses no relevance.
  var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
  /// No relevance: the default, as in WidgetKit.
  public var relevance: TimelineEntryRelevance? { nil }
}

/// The relative importance of a timeline entry and how long it stays important: WidgetKit's
/// `TimelineEntryRelevance`.
///
/// WidgetKit uses relevance to rotate a widget to the top of a Smart Stack. A terminal has no
/// stack, so the scheduler carries the value through untouched for views and tools that want it.
public struct TimelineEntryRelevance: Sendable, Codable, Hashable {
  /// A value on a scale of your choosing; higher means more important.
  public var score: Float

  /// The number of seconds, from the entry's date, for which `score` applies.
  public var duration: TimeInterval

  /// Creates a relevance with a score and the number of seconds it lasts (default 0, as in
  /// WidgetKit).
  public init(score: Float, duration: TimeInterval = 0) {
    self.score = score
    self.duration = duration
  }
}
