import Foundation

/// A session of a Congress, e.g. 119/1, and the calendar year it sits in.
///
/// Since 1935 each Congress meets first in January of an odd year, and each session is one
/// calendar year: 2025 is 119/1, 2026 is 119/2. The inverse of ``VoteID/clerkYear``.
struct CongressSession: Sendable, Hashable, CustomStringConvertible {
  let congress: Int
  let session: Int

  init(congress: Int, session: Int) {
    self.congress = congress
    self.session = session
  }

  /// The session sitting in `year`: 2025 → 119/1, 2026 → 119/2.
  init(year: Int) {
    congress = (year.saturatingAdding(-1789) / 2).saturatingAdding(1)
    session = year % 2 == 1 ? 1 : 2
  }

  /// The session sitting at `date`, by the calendar year in Washington.
  init(date: Date) {
    self.init(year: Self.year(of: date))
  }

  /// The session before this one: 119/2 → 119/1, 119/1 → 118/2.
  var previous: CongressSession {
    session == 2
      ? CongressSession(congress: congress, session: 1)
      : CongressSession(congress: congress.saturatingAdding(-1), session: 2)
  }

  /// The calendar year this session sits in.
  var year: Int { VoteID(congress: congress, session: session, roll: 1).clerkYear }

  /// `119/1`.
  var description: String { "\(congress)/\(session)" }

  /// The calendar year of `date` in Washington (Eastern time), where the House sits and both
  /// services number their rolls; UTC when the time zone database is missing.
  static func year(of date: Date) -> Int {
    var calendar = VoteTime.easternCalendar ?? Calendar(identifier: .gregorian)
    if VoteTime.easternCalendar == nil, let utc = TimeZone(identifier: "UTC") {
      calendar.timeZone = utc
    }
    return calendar.component(.year, from: date)
  }
}
