/// Remembers the highest roll number seen for each year, so that the next search for the
/// Clerk's newest vote starts there and probes only upward.
///
/// A hint is only a starting point: ``ClerkVoteSource`` checks it on every run (the roll
/// after it, and the hint itself unless its roll store holds that roll, read before), so a
/// hint that is too low costs a few probes and one that is too high (a roll that does not
/// exist) is corrected. A store never throws: losing a hint only costs requests.
///
/// ``FileRollHintStore`` keeps hints in a JSON file under the user's cache directory;
/// ``InMemoryRollHintStore`` keeps them for the life of the process (and for tests).
public protocol RollHintStore: Sendable {
  /// The highest roll remembered for `year`, or nil when none is.
  func highestRoll(year: Int) async -> Int?

  /// Remembers `roll` as the highest roll of `year`, replacing what was there.
  func setHighestRoll(_ roll: Int, year: Int) async
}
