/// Finds the highest roll the Clerk has published in a year, in few rounds of few requests,
/// asking only what the caller does not already hold.
///
/// The Clerk has no list of rolls: a roll exists when `roll{NNN}.xml` answers vote XML, and
/// rolls are numbered 1, 2, 3 … so "roll r exists" is true up to the answer and false above
/// it. The search works in rounds of at most ``maxProbesPerRound`` probes sent together
/// (politeness: never more in flight), each round narrowing the range from the highest roll
/// known to exist to the lowest known to be missing. A roll the caller holds (``held``: read
/// before and still fresh, and rolls are never withdrawn) counts as existing without a
/// request. Within a round a roll that exists beats a lower one that is missing: numbering
/// can have a gap (a file published late, or never), and only existence is a sure answer.
///
/// 1. Start. Warm (a hint for the year): the hint and the roll after it; the hint is probed
///    only when the caller does not hold it (probed, not trusted, so a wrong hint never hides
///    the truth). Cold with an ``RollEstimate`` of 4 or more rolls: roll 1 and three rolls
///    spread over twice the estimate (`2E/4`, `2E/2`, `3·2E/4`). Cold otherwise (the first
///    days of a year, most with no roll yet): roll 1.
/// 2. Gallop while every roll probed exists: four evenly spaced rolls above the highest,
///    spacing 1 after a hint (the newest rolls, wanted anyway), else the start's, four times
///    wider every round. The ``ceiling`` ends it: no roll above it is ever asked for.
/// 3. Narrow: ``narrowingProbes`` evenly spaced rolls between the two bounds per round until
///    they meet (the last round probes what is left, fewer when fewer are unknown).
///
/// Counts, requests (rounds); cold ones in mid-September (E = 353) with no hint for the
/// previous year; warm ones as a second run makes them, holding the rolls the first one
/// read. One probe at a time (0.2) took 2 + 2·⌊log₂ N⌋ requests.
///
/// | case | one at a time | in rounds | holding what was read |
/// | --- | --- | --- | --- |
/// | cold, N = 195 | 16 (16) | 15 (5) | 15 (5) |
/// | cold, N = 1,000 | 20 (20) | 19 (6) | 19 (6) |
/// | cold, N = 0 | 1 (1) | 4 (1); 1 (1) in the first days of a year | the same |
/// | cold, N = 1 | 2 (2) | 14 (5); 5 (2) in the first days of a year | the same |
/// | warm, nothing new | 2 (2) | 2 (1) | 1 (1) |
/// | warm, K = 1 / 3 / 16 new | 3 (3) / 5 (5) / 11 (11) | 6 (2) / 6 (2) / 13 (4) | 5 (2) / 5 (2) / 12 (4) |
/// | hint 250 too high, N = 195 | 9 (9) | 14 (5) | 14 (5) |
///
/// Rounds cost wall time (a round trip each), probes cost the Clerk requests: the rounds cut
/// a cold search from 16 round trips to 5, for about the same requests. After a hint, new
/// rolls cost a few more requests than one at a time (404s above the newest roll), for fewer
/// rounds; the probes that find new rolls carry the bodies the list wants anyway.
///
/// What a cold search costs is the price of not knowing where the year ends: the Clerk
/// publishes no list, and every probe that lands outside the newest rolls is a request the
/// caller would not otherwise make (10 of the 15 for N = 195 and a list of 20; one of them,
/// roll 196, no search can skip). No search avoids the others without knowing N within a
/// few rolls beforehand, which only a run before can tell it.
///
/// Every outcome is kept, so the bodies of rolls that exist are not fetched again.
struct RollDiscovery: Sendable {
  /// What one probe found.
  enum Outcome: Sendable {
    /// The roll exists: its vote, or why its body could not be read (it still exists).
    case exists(Result<Vote, VoteError>)
    /// The roll does not exist (HTTP 404, or the Clerk's HTML 404 page).
    case missing

    var exists: Bool {
      if case .exists = self { true } else { false }
    }
  }

  /// The most probes sent at once.
  static let maxProbesPerRound = 4
  /// The probes of a narrowing round: three split a range in four, which costs fewer
  /// requests than four for about the same rounds.
  static let narrowingProbes = 3
  /// How much wider each galloping round's spacing is than the last one's.
  static let gallopGrowth = 4
  /// The smallest estimate that places the first cold round; below it, roll 1 alone.
  static let smallestUsefulEstimate = 4

  /// Probes one roll; throws only when the service cannot answer. Called concurrently.
  let probe: @Sendable (Int) async throws(VoteError) -> Outcome
  /// The highest roll ever looked for; higher rolls count as missing without a request.
  var ceiling = VoteSourceLimits.highestRoll
  /// Rolls the caller holds: they exist, and are never probed.
  var held: Set<Int> = []

  /// What a search found.
  struct Found: Sendable {
    /// The highest roll that exists; 0 when roll 1 does not exist.
    var highest = 0
    /// Every probe's outcome, by roll (not the held rolls', which were not probed).
    var outcomes: [Int: Outcome] = [:]
    /// The rolls probed, round by round, each round's in ascending order.
    var probed: [Int] = []
    /// How many rounds of concurrent probes the search took.
    var rounds = 0
  }

  /// The bounds known so far.
  struct Bounds {
    /// The highest roll known to exist; 0 stands for "none" (roll 0 never does).
    var low = 0
    /// The lowest roll above ``low`` known to be missing; nil while unknown.
    var high: Int?
  }

  /// Searches from `hint` (the highest roll remembered for the year), else from `estimate`
  /// (``RollEstimate``), else from roll 1.
  func highestRoll(hint: Int?, estimate: Int? = nil) async throws(VoteError) -> Found {
    let hint = hint.flatMap { (1...ceiling).contains($0) ? $0 : nil }
    var found = Found()
    var bounds = Bounds()
    var spacing = 1
    if let hint {
      try await round([hint, hint + 1], &bounds, &found)
    } else if let estimate, estimate >= Self.smallestUsefulEstimate {
      let span = 2 * min(estimate, ceiling)
      spacing = max(1, span / 4)
      try await round([1, span / 4, span / 2, 3 * span / 4], &bounds, &found)
    } else {
      try await round([1], &bounds, &found)
    }
    while bounds.high == nil {
      if bounds.low >= ceiling {
        bounds.high = ceiling + 1
        break
      }
      let base = bounds.low
      let rolls = (1...Self.maxProbesPerRound).map { min(ceiling, base + spacing * $0) }
      try await round(rolls, &bounds, &found)
      spacing = min(spacing * Self.gallopGrowth, ceiling)
    }
    while let high = bounds.high, high - bounds.low > 1 {
      let low = bounds.low
      let count = min(Self.narrowingProbes, high - low - 1)
      try await round((1...count).map { low + (high - low) * $0 / (count + 1) }, &bounds, &found)
    }
    found.highest = bounds.low
    return found
  }
}
