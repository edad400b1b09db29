/// Finds the highest roll the Clerk has published in a year, in few rounds of few requests.
///
/// The Clerk has no list of rolls: a roll exists when `roll{NNN}.xml` answers vote XML, and
/// rolls are numbered 1, 2, 3 … without gaps, so "roll r exists" is true up to the answer and
/// false above it. The search works in rounds of at most ``maxProbesPerRound`` probes sent
/// together (politeness: never more in flight), each round narrowing the range from the
/// highest roll known to exist to the lowest known to be missing:
///
/// 1. Start. Warm (a hint for the year): the hint and the roll after it. The hint is probed,
///    not trusted, so a wrong one never hides the truth. Cold with an ``RollEstimate`` of 4 or
///    more rolls: roll 1 and three rolls spread over twice the estimate (`2E/4`, `2E/2`,
///    `3·2E/4`). Cold otherwise (the first days of a year, most with no roll yet): roll 1.
/// 2. Gallop while every roll probed exists: four evenly spaced rolls above the highest,
///    spacing 1 after a hint (the newest rolls, wanted anyway), else the start's, four times
///    wider every round. The ``ceiling`` ends it: no roll above it is ever asked for.
/// 3. Narrow: ``narrowingProbes`` evenly spaced rolls between the two bounds per round until
///    they meet (the last round probes what is left, fewer when fewer are unknown).
///
/// Counts, requests (rounds); cold ones in mid-September (E = 353) with no hint for the
/// previous year. Before this search probed one roll at a time: 2 + 2·⌊log₂ N⌋ requests.
///
/// | case | before | now |
/// | --- | --- | --- |
/// | cold, N = 195 | 16 (16) | 15 (5) |
/// | cold, N = 1,000 | 20 (20) | 19 (6) |
/// | cold, N = 0 | 1 (1) | 4 (1); 1 (1) in the first days of a year |
/// | cold, N = 1 | 2 (2) | 14 (5); 5 (2) in the first days of a year |
/// | warm, nothing new | 2 (2) | 2 (1) |
/// | warm, K = 1 / 3 / 16 new | 3 (3) / 5 (5) / 11 (11) | 6 (2) / 6 (2) / 13 (4) |
/// | hint 250 too high, N = 195 | 9 (9) | 14 (5) |
///
/// Rounds cost wall time (a round trip each), probes cost the Clerk requests: the rounds cut
/// a cold search from 16 round trips to 5, for about the same requests. After a hint, new
/// rolls cost a few more requests than before (404s above the newest roll), for fewer rounds;
/// the probes that find new rolls carry the bodies the list wants anyway.
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

  /// What a search found.
  struct Found: Sendable {
    /// The highest roll that exists; 0 when roll 1 does not exist.
    var highest = 0
    /// Every probe's outcome, by roll.
    var outcomes: [Int: Outcome] = [:]
    /// The rolls probed, round by round, each round's in ascending order.
    var probed: [Int] = []
    /// How many rounds of concurrent probes the search took.
    var rounds = 0
  }

  /// The bounds known so far.
  private struct Bounds {
    /// The highest roll known to exist; 0 stands for "none" (roll 0 never does).
    var low = 0
    /// The lowest roll known to be missing; nil while unknown.
    var high: Int?
  }

  /// Searches from `hint` (the highest roll remembered for the year), else from `estimate`
  /// (``RollEstimate``), else from roll 1.
  func highestRoll(hint: Int?, estimate: Int? = nil) async throws(VoteError) -> Found {
    var found = Found()
    var bounds = Bounds()
    var spacing = 1
    if let hint, (1...ceiling).contains(hint) {
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

  /// Probes the rolls of one round that are still unknown, together, and narrows the bounds.
  private func round(_ candidates: [Int], _ bounds: inout Bounds, _ found: inout Found)
    async throws(VoteError)
  {
    let rolls = Set(candidates).filter { roll in
      (1...ceiling).contains(roll) && roll > bounds.low && roll < (bounds.high ?? .max)
    }.sorted()
    guard !rolls.isEmpty else { return }
    let outcomes = try await probeTogether(rolls)
    found.rounds += 1
    var sawMissing = false
    for (roll, outcome) in zip(rolls, outcomes) {
      found.outcomes[roll] = outcome
      found.probed.append(roll)
      guard !sawMissing else { continue }  // above a missing roll: missing too (no gaps)
      if outcome.exists {
        bounds.low = roll
      } else {
        bounds.high = roll
        sawMissing = true
      }
    }
  }

  /// The outcomes of `rolls`, in order, probed concurrently.
  ///
  /// - Throws: The lowest failing roll's error, once every probe has ended.
  private func probeTogether(_ rolls: [Int]) async throws(VoteError) -> [Outcome] {
    if rolls.count == 1 { return [try await probe(rolls[0])] }
    let probe = probe
    let results = await withTaskGroup(of: ProbeAnswer.self) { group in
      for (index, roll) in rolls.enumerated() {
        group.addTask { await ProbeAnswer(index: index, roll: roll, probe: probe) }
      }
      var results: [Int: Result<Outcome, VoteError>] = [:]
      for await answer in group { results[answer.index] = answer.result }
      return results
    }
    return try rolls.indices.map { index throws(VoteError) in
      try (results[index] ?? .success(.missing)).get()
    }
  }

  /// One probe's outcome in a round, and its place in the round.
  private final class ProbeAnswer: Sendable {
    let index: Int
    let result: Result<Outcome, VoteError>

    init(
      index: Int, roll: Int, probe: @Sendable (Int) async throws(VoteError) -> Outcome
    ) async {
      self.index = index
      do throws(VoteError) {
        result = .success(try await probe(roll))
      } catch {
        result = .failure(error)
      }
    }
  }
}
