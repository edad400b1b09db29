import Foundation

/// The entries a widget shows over time and when to ask for new ones: WidgetKit's `Timeline`.
///
/// ```swift
/// let entries = (0..<4).map { VoteEntry(date: now.addingTimeInterval(Double($0) * 900)) }
/// let timeline = Timeline(entries: entries, policy: .after(now.addingTimeInterval(3_600)))
/// ```
///
/// Entries are kept in the order the provider gave them; the pure answers below (which entry
/// shows when, when the next reload is due) read them in date order, so out-of-order entries
/// behave.
public struct Timeline<Entry: TimelineEntry>: Sendable, Codable {
  /// The entries, as the provider gave them.
  public var entries: [Entry]

  /// The earliest moment to ask the provider for the next timeline.
  public var policy: TimelineReloadPolicy

  /// Creates a timeline from entries and a reload policy (WidgetKit's default is `.atEnd`).
  public init(entries: [Entry], policy: TimelineReloadPolicy = .atEnd) {
    self.entries = entries
    self.policy = policy
  }
}

extension Timeline: Equatable where Entry: Equatable {}

// The pure answers a scheduler and a one-shot command need: which entry shows at a moment, when
// the next entry starts, and when the next reload is due. No clock, no I/O.
extension Timeline {
  /// The entries in date order. Entries that share a date keep the provider's order, so the
  /// later one in `entries` replaces the earlier one on screen.
  public var chronologicalEntries: [Entry] {
    // Providers give their entries in date order: then there is nothing to sort. (Indices,
    // not a zip of the entries: the scheduler asks several times a run, unspecialised, and a
    // zip copied every entry.)
    let inOrder = entries.indices.dropFirst().allSatisfy {
      entries[$0 - 1].date <= entries[$0].date
    }
    if inOrder { return entries }
    return entries.enumerated()
      .sorted { lhs, rhs in
        lhs.element.date != rhs.element.date
          ? lhs.element.date < rhs.element.date : lhs.offset < rhs.offset
      }
      .map(\.element)
  }

  /// The index, in `chronologicalEntries`, of the entry that shows at `date`: the latest entry
  /// whose date is not after `date`, or the first entry when `date` is before the timeline
  /// starts. `nil` only for an empty timeline (the widget then shows its placeholder).
  public func entryIndex(at date: Date) -> Int? {
    let sorted = chronologicalEntries
    guard !sorted.isEmpty else { return nil }
    let started = sorted.lastIndex { $0.date <= date }
    return started ?? 0
  }

  /// The entry that shows at `date`: the latest entry whose date is not after `date`, or the
  /// first entry when `date` is before the timeline starts; `nil` for an empty timeline.
  public func entry(at date: Date) -> Entry? {
    entryIndex(at: date).map { chronologicalEntries[$0] }
  }

  /// The date of the first entry that starts strictly after `date`, when the view changes
  /// next; `nil` when no entry is left to start.
  public func nextEntryDate(after date: Date) -> Date? {
    var next: Date?
    for entry in entries where entry.date > date && next.map({ entry.date < $0 }) ?? true {
      next = entry.date
    }
    return next
  }

  /// The date of the timeline's last entry; `nil` for an empty timeline.
  public var lastEntryDate: Date? {
    var last: Date?
    for entry in entries where last.map({ entry.date > $0 }) ?? true { last = entry.date }
    return last
  }

  /// When the next reload is due under the policy, for a timeline fetched at `fetchDate`, before
  /// any refresh budget applies.
  ///
  /// - `.atEnd`: the last entry's date (the reload follows as that date passes); `fetchDate`
  ///   for an empty timeline.
  /// - `.after(date)`: `date`, an earliest date and not a promise.
  /// - `.never`: `nil`.
  ///
  /// The answer is never earlier than `fetchDate`: a policy that names a past date is due at
  /// once, and the budget decides how soon "at once" is.
  public func nextReloadDate(after fetchDate: Date) -> Date? {
    switch policy {
    case .atEnd:
      return max(lastEntryDate ?? fetchDate, fetchDate)
    case .after(let date):
      return max(date, fetchDate)
    case .never:
      return nil
    }
  }
}
