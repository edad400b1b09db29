import Foundation

/// A vote kept by a ``ClerkRollStore`` and when it was fetched.
public struct StoredClerkRoll: Sendable, Hashable {
  /// The vote parsed from the roll.
  public var vote: Vote
  /// When the roll was fetched and stored.
  public var storedAt: Date

  /// Whether the entry can stand in for the roll at `now`: stored less than `maximumAge`
  /// ago, and not in the future beyond a few minutes of clock skew (a date from a file is
  /// checked, not trusted).
  func isFresh(at now: Date, maximumAge: TimeInterval) -> Bool {
    let age = now.timeIntervalSince(storedAt)
    return age.isFinite && age > -Self.clockSkew && age < maximumAge
  }

  /// How far in the future a stored date may be and still count.
  static let clockSkew: TimeInterval = 5 * 60
}
