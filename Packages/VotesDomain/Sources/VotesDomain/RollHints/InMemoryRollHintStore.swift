/// Roll hints held in memory: for a long-running process, and for tests that check what was
/// remembered.
public actor InMemoryRollHintStore: RollHintStore {
  /// The highest roll remembered for each year.
  public private(set) var hints: [Int: Int]

  /// Creates a store holding `hints` (year → highest roll).
  public init(_ hints: [Int: Int] = [:]) {
    self.hints = hints
  }

  /// The highest roll remembered for `year`.
  public func highestRoll(year: Int) -> Int? {
    hints[year]
  }

  /// Remembers `roll` for `year`.
  public func setHighestRoll(_ roll: Int, year: Int) {
    hints[year] = roll
  }
}
