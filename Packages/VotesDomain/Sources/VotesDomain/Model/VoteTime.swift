import Foundation

/// When a vote was taken: the date and time as published (Eastern time) and the instant.
///
/// The Clerk publishes a date such as `3-Jan-2025` and a time such as `2:33 PM`. congress.gov
/// publishes one ISO 8601 timestamp (`2025-01-03T14:33:00-05:00`); its Eastern date and time
/// are written the Clerk's way, so a vote reads the same from either source.
///
/// When the time is missing (a vacated vote publishes none) or cannot be read, ``date`` is
/// noon Eastern on the published date and ``isTimeKnown`` is false: the vote still sorts on
/// its day, and a display shows the date alone. ``date`` is nil only when the date itself
/// cannot be read.
public struct VoteTime: Sendable, Codable, Hashable, CustomStringConvertible {
  /// The date as published, e.g. "3-Jan-2025".
  public var publishedDate: String
  /// The time as published, e.g. "2:33 PM"; nil when the source gives none.
  public var publishedTime: String?
  /// The instant of the vote, computed in America/New_York.
  public var date: Date?
  /// Whether ``date`` carries the published time (false: it is noon on the published date).
  public var isTimeKnown: Bool

  /// Creates a vote time from its parts.
  public init(publishedDate: String, publishedTime: String?, date: Date?, isTimeKnown: Bool) {
    self.publishedDate = publishedDate
    self.publishedTime = publishedTime
    self.date = date
    self.isTimeKnown = isTimeKnown
  }

  /// The date and time as published, e.g. "3-Jan-2025 2:33 PM".
  public var description: String {
    [publishedDate, publishedTime].compactMap { $0 }.joined(separator: " ")
  }

  /// The US House's time zone, in which both sources publish.
  static let eastern = TimeZone(identifier: "America/New_York")

  static let monthNames = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]

  static var easternCalendar: Calendar? {
    guard let eastern else { return nil }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = eastern
    return calendar
  }
}
