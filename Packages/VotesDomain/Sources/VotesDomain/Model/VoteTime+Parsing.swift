import Foundation

extension VoteTime {
  /// Reads the Clerk's `action-date` (`3-Jan-2025`) and `action-time` (`2:33 PM`, with the
  /// 24-hour `time-etz` attribute, `14:33`, preferred when present).
  static func clerk(date: String, time: String?, time24: String?) -> VoteTime {
    let publishedDate = date.trimmed
    let publishedTime = time?.nonEmpty
    guard let day = ClerkDay(publishedDate) else {
      return VoteTime(
        publishedDate: publishedDate, publishedTime: publishedTime, date: nil, isTimeKnown: false)
    }
    let clock = time24.flatMap(Self.clock24) ?? publishedTime.flatMap(Self.clock12)
    let instant = day.instant(hour: clock?.hour ?? 12, minute: clock?.minute ?? 0)
    return VoteTime(
      publishedDate: publishedDate,
      publishedTime: publishedTime,
      date: instant,
      isTimeKnown: clock != nil && instant != nil
    )
  }

  /// Reads congress.gov's `startDate`, ISO 8601 with an offset, and writes its Eastern date
  /// and time the Clerk's way; keeps the text as the date when it cannot be read or falls in a
  /// year no Congress sat in (``ClerkRoll/years``).
  static func iso8601(_ text: String) -> VoteTime {
    let published = text.trimmed
    guard let instant = try? Date(published, strategy: .iso8601),
      let calendar = easternCalendar
    else {
      return VoteTime(publishedDate: published, publishedTime: nil, date: nil, isTimeKnown: false)
    }
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: instant)
    guard let year = parts.year, ClerkRoll.years.contains(year), let month = parts.month,
      let day = parts.day, let hour = parts.hour, let minute = parts.minute,
      monthNames.indices.contains(month - 1)
    else {
      return VoteTime(publishedDate: published, publishedTime: nil, date: nil, isTimeKnown: false)
    }
    let hour12 = hour % 12 == 0 ? 12 : hour % 12
    let paddedMinute = minute < 10 ? "0\(minute)" : "\(minute)"
    return VoteTime(
      publishedDate: "\(day)-\(monthNames[month - 1])-\(year)",
      publishedTime: "\(hour12):\(paddedMinute) \(hour < 12 ? "AM" : "PM")",
      date: instant,
      isTimeKnown: true
    )
  }

  /// `14:33` → (14, 33).
  static func clock24(_ text: String) -> (hour: Int, minute: Int)? {
    let parts = text.trimmed.split(separator: ":")
    guard parts.count == 2, let hour = parts[0].decimalValue, let minute = parts[1].decimalValue,
      (0..<24).contains(hour), (0..<60).contains(minute)
    else { return nil }
    return (hour, minute)
  }

  /// `2:33 PM` → (14, 33); `12:05 AM` → (0, 5); `12:31 PM` → (12, 31).
  static func clock12(_ text: String) -> (hour: Int, minute: Int)? {
    let upper = text.uppercased().filter { $0 != "." }
    let isPM: Bool
    if upper.hasSuffix("PM") {
      isPM = true
    } else if upper.hasSuffix("AM") {
      isPM = false
    } else {
      return nil
    }
    guard let clock = clock24(String(upper.dropLast(2))), (1...12).contains(clock.hour) else {
      return nil
    }
    return ((clock.hour % 12) + (isPM ? 12 : 0), clock.minute)
  }
}
