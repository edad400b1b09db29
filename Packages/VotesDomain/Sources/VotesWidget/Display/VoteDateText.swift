import Foundation
import VotesDomain

/// A vote's date and time as the widget (and the app) writes them: `Jul 3, 2025` and
/// `2:31 PM ET`.
///
/// Votes are shown in the House's time, Eastern, by default: the instant is written in the
/// given time zone with its short name (`ET` for America/New_York). A vote whose instant is
/// unknown keeps its published date; one without a time shows none.
public struct VoteDateText: Sendable, Hashable {
  /// The day, e.g. `Jul 3, 2025`.
  public var day: String
  /// The time and zone, e.g. `2:31 PM ET`; nil when the vote has no time.
  public var time: String?

  /// The House's time zone; UTC when the time zone database is missing.
  public static let eastern =
    TimeZone(identifier: "America/New_York") ?? TimeZone(identifier: "UTC") ?? .current

  /// The text for a vote's time in a time zone.
  public init(_ voteTime: VoteTime, timeZone zone: TimeZone = VoteDateText.eastern) {
    guard let date = voteTime.date else {
      day = voteTime.publishedDate.isEmpty ? "No date" : voteTime.publishedDate
      time = voteTime.publishedTime
      return
    }
    day = Self.format(date, "MMM d, yyyy", zone)
    let clock = "\(Self.format(date, "h:mm a", zone)) \(Self.name(of: zone, at: date))"
    time = voteTime.isTimeKnown ? clock : nil
  }

  /// The day and time on one line, e.g. `Jul 3, 2025 2:31 PM ET`.
  public var full: String { [day, time].compactMap { $0 }.joined(separator: " ") }

  /// `ET` for the eastern zone, else the zone's abbreviation (`PDT`, `GMT+1`) or identifier.
  static func name(of zone: TimeZone, at date: Date) -> String {
    if zone.identifier == "America/New_York" || zone.identifier == "US/Eastern" { return "ET" }
    return zone.abbreviation(for: date) ?? zone.identifier
  }

  private static func format(_ date: Date, _ pattern: String, _ zone: TimeZone) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = zone
    formatter.dateFormat = pattern
    return formatter.string(from: date)
  }
}
