import Foundation

/// Which widget of a stack is on top, as a home screen's Smart Stack decides: the widget whose
/// entry changed most recently comes to the top; otherwise the stack turns to the next widget
/// every ``interval`` seconds; a key press turns it at once.
///
/// A pure value: it is told what happened and when, and answers which member shows and when it
/// turns next. The terminal loop that feeds it lives with the command line.
///
/// ```swift
/// var rotation = SmartStackRotation(count: 2, start: now)
/// rotation.observe(member: 1, entryDate: entry.date, at: now)  // the first entry: no change
/// rotation.rotate(to: now + 15)                                 // selected == 1
/// rotation.next(at: now + 20)                                   // selected == 0
/// ```
public struct SmartStackRotation: Sendable, Hashable {
  /// The default time a widget stays on top before the stack turns: 15 seconds.
  public static let defaultInterval: TimeInterval = 15

  /// How many widgets the stack holds.
  public let count: Int

  /// How long a widget stays on top before the stack turns, in seconds.
  public let interval: TimeInterval

  /// The member on top, from 0.
  public private(set) var selected = 0

  /// When ``selected`` came to the top: the last turn, change or key press.
  public private(set) var shownSince: Date

  /// When each member's entry last changed; `nil` until it has changed once.
  public private(set) var lastChanges: [Date?]

  /// The date of the entry each member showed last; `nil` before its first.
  private var entryDates: [Date?]

  /// A stack of `count` widgets with the first on top from `start`.
  ///
  /// - Parameters:
  ///   - count: How many widgets; fewer than one is taken as one.
  ///   - start: When the stack first shows.
  ///   - interval: Seconds between turns; ``defaultInterval`` by default, at least one second.
  public init(count: Int, start: Date, interval: TimeInterval = defaultInterval) {
    self.count = max(count, 1)
    self.interval = interval.isFinite ? max(interval, 1) : Self.defaultInterval
    self.shownSince = start
    self.lastChanges = Array(repeating: nil, count: self.count)
    self.entryDates = Array(repeating: nil, count: self.count)
  }

  /// When the stack turns next if nothing else happens; `nil` for a stack of one.
  public var nextTurn: Date? {
    count > 1 ? shownSince.addingTimeInterval(interval) : nil
  }

  /// Records that `member` shows an entry dated `entryDate` at `now`.
  ///
  /// A member's first entry is where it starts, not a change. A later entry with another date
  /// is a change: the member comes to the top and stays there a full ``interval``. An unknown
  /// member is ignored.
  ///
  /// - Returns: Whether the member came to the top.
  @discardableResult
  public mutating func observe(member: Int, entryDate: Date, at now: Date) -> Bool {
    guard lastChanges.indices.contains(member) else { return false }
    let previous = entryDates[member]
    entryDates[member] = entryDate
    guard let previous, previous != entryDate else { return false }
    lastChanges[member] = now
    selected = member
    shownSince = now
    return true
  }

  /// Turns the stack for the time that has passed by `now`: one member for each whole
  /// ``interval`` since ``shownSince``, so a late wake-up lands where the turns would have.
  ///
  /// - Returns: Whether the member on top changed.
  @discardableResult
  public mutating func rotate(to now: Date) -> Bool {
    guard count > 1 else { return false }
    let elapsed = now.timeIntervalSince(shownSince)
    guard elapsed >= interval else { return false }
    let turns = Int((elapsed / interval).rounded(.down))
    let before = selected
    selected = (selected + turns % count) % count
    shownSince = shownSince.addingTimeInterval(Double(turns) * interval)
    return selected != before
  }

  /// Turns to the next member at once (a key press); the new one stays a full ``interval``.
  public mutating func next(at now: Date) {
    selected = (selected + 1) % count
    shownSince = now
  }
}
