import Foundation

/// Rolls held in memory: for a long-running process, and for tests that check what was kept.
public actor InMemoryClerkRollStore: ClerkRollStore {
  /// The entries kept, by roll.
  public private(set) var entries: [ClerkRoll: StoredClerkRoll]
  /// How many times ``storedRolls(_:)`` was asked for each roll.
  public private(set) var lookups: [ClerkRoll: Int] = [:]
  private let now: @Sendable () -> Date

  /// Creates a store holding `entries`, stamping new ones with `now`.
  public init(
    _ entries: [ClerkRoll: StoredClerkRoll] = [:], now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.entries = entries
    self.now = now
  }

  /// The entries kept for `rolls`.
  public func storedRolls(_ rolls: [ClerkRoll]) -> [ClerkRoll: StoredClerkRoll] {
    var found: [ClerkRoll: StoredClerkRoll] = [:]
    for roll in rolls {
      lookups[roll, default: 0] += 1
      if let entry = entries[roll] { found[roll] = entry }
    }
    return found
  }

  /// Keeps `votes`, stamped now.
  public func store(_ votes: [ClerkRoll: Vote]) {
    let date = now()
    for (roll, vote) in votes { entries[roll] = StoredClerkRoll(vote: vote, storedAt: date) }
  }
}
