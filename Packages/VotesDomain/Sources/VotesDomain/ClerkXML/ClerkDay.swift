import Foundation

/// A calendar day in the Clerk's form, `3-Jan-2025`.
struct ClerkDay {
  let year: Int
  let month: Int
  let day: Int

  /// Reads `3-Jan-2025`; nil for another shape, a day outside 1…31 or a year no Congress sat
  /// in (``ClerkRoll/years``).
  init?(_ text: String) {
    let parts = text.split(separator: "-")
    guard parts.count == 3, let day = parts[0].decimalValue, (1...31).contains(day),
      let year = parts[2].decimalValue, ClerkRoll.years.contains(year),
      let month = VoteTime.monthNames.firstIndex(where: {
        $0.caseInsensitiveCompare(parts[1].prefix(3)) == .orderedSame
      })
    else { return nil }
    self.year = year
    self.month = month + 1
    self.day = day
  }

  /// The instant at this wall-clock time in Eastern time; nil for a day that does not exist
  /// (31-Feb) or when the time zone is unavailable.
  func instant(hour: Int, minute: Int) -> Date? {
    guard let calendar = VoteTime.easternCalendar,
      let date = calendar.date(
        from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))
    else { return nil }
    let check = calendar.dateComponents([.year, .month, .day], from: date)
    guard check.year == year, check.month == month, check.day == day else { return nil }
    return date
  }
}
