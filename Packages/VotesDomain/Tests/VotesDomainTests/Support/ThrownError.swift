import Foundation

@testable import VotesDomain

extension Date {
  /// A fixed instant written in ISO 8601, for expectations; nil when the text is not one.
  static func iso(_ text: String) -> Date? {
    try? Date(text, strategy: .iso8601)
  }
}

/// The error a parse throws, or nil when it succeeds.
func thrownError<T>(_ body: () throws(VoteError) -> T) -> VoteError? {
  do {
    _ = try body()
    return nil
  } catch {
    return error
  }
}
