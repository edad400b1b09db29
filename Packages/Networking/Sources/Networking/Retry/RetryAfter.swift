import Foundation

/// Parses the `Retry-After` header: a number of seconds or an HTTP date.
enum RetryAfter {
  /// The longest wait a header can ask for; anything longer is clamped (the deadline then
  /// makes the client fail at once rather than wait).
  static let longest = Duration.seconds(86_400)

  /// The wait `value` asks for, measured from `now`; `nil` when absent or unreadable.
  static func delay(_ value: String?, now: Date) -> Duration? {
    guard let value = value?.trimmingCharacters(in: .whitespaces), !value.isEmpty else {
      return nil
    }
    if value.allSatisfy(\.isASCII), value.allSatisfy(\.isNumber) {
      guard let seconds = Int(value) else { return longest }
      return min(.seconds(seconds), longest)
    }
    guard let date = httpDate(value) else { return nil }
    let seconds = date.timeIntervalSince(now)
    guard seconds > 0 else { return .zero }
    return min(.milliseconds(Int64(min(seconds, 86_400) * 1000)), longest)
  }

  /// Parses an HTTP date in any of the three formats RFC 9110 requires a recipient to accept.
  static func httpDate(_ text: String) -> Date? {
    let formats = [
      "EEE, dd MMM yyyy HH:mm:ss zzz",  // IMF-fixdate: Sun, 06 Nov 1994 08:49:37 GMT
      "EEEE, dd-MMM-yy HH:mm:ss zzz",  // RFC 850: Sunday, 06-Nov-94 08:49:37 GMT
      "EEE MMM d HH:mm:ss yyyy",  // asctime: Sun Nov  6 08:49:37 1994
    ]
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    let squeezed = text.split(separator: " ", omittingEmptySubsequences: true).joined(
      separator: " ")
    for format in formats {
      formatter.dateFormat = format
      if let date = formatter.date(from: squeezed) { return date }
    }
    return nil
  }

  /// Formats `date` as an IMF-fixdate, for tests and for `If-Modified-Since`.
  static func imfFixdate(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
    return formatter.string(from: date)
  }
}
