import Foundation

/// A guess at how many rolls a year has by a date, where a cold ``RollDiscovery`` starts.
///
/// The House votes on some days and not others, but its rolls grow through the year: the
/// guess is the previous year's count (when its hint is known, e.g. 362 for 2025) or
/// ``typicalYear`` rolls, times the part of the year gone by (the whole of a past year). It
/// only places the first probes: a poor guess costs rounds, never the right answer.
enum RollEstimate {
  /// Rolls in a typical year when the previous one's count is unknown: between the House's
  /// recent years (2020: 344, 2023: 724, 2025: 362).
  static let typicalYear = 500

  /// The rolls expected in `year` by `date`, 0 or more.
  ///
  /// - Parameters:
  ///   - year: The year searched.
  ///   - date: Now; a year before the date's is over, one after it has not begun.
  ///   - previousYearCount: The previous year's highest roll, used only in 1…`ceiling`.
  ///   - ceiling: The highest roll ever looked for.
  static func rolls(
    year: Int, at date: Date, previousYearCount: Int?,
    ceiling: Int = VoteSourceLimits.highestRoll
  ) -> Int {
    let perYear =
      previousYearCount.flatMap { (1...max(1, ceiling)).contains($0) ? $0 : nil }
      ?? typicalYear
    let current = CongressSession.year(of: date)
    if year < current { return perYear }
    if year > current { return 0 }
    let (day, days) = dayOfYear(date)
    return min(ceiling, perYear * day / days)
  }

  /// The day of the year of `date` in Washington (1…366) and the year's length in days.
  static func dayOfYear(_ date: Date) -> (day: Int, days: Int) {
    var calendar = VoteTime.easternCalendar ?? Calendar(identifier: .gregorian)
    if VoteTime.easternCalendar == nil, let utc = TimeZone(identifier: "UTC") {
      calendar.timeZone = utc
    }
    let day = calendar.ordinality(of: .day, in: .year, for: date) ?? 1
    let days = calendar.range(of: .day, in: .year, for: date)?.count ?? 365
    return (min(max(day, 1), days), max(days, 1))
  }
}
