import Foundation

/// Fixed instants for injected clocks.
enum Clock {
  struct BadDate: Error {
    let text: String
  }

  /// The instant written in ISO 8601, e.g. `2025-09-15T12:00:00-04:00`.
  static func at(_ text: String) throws -> @Sendable () -> Date {
    guard let date = Date.iso(text) else { throw BadDate(text: text) }
    return { date }
  }

  /// Mid-September 2025 in Washington.
  static let september2025 = "2025-09-15T12:00:00-04:00"
  /// 2 January 2026, before the House's first vote of the year.
  static let january2026 = "2026-01-02T12:00:00-05:00"
}
