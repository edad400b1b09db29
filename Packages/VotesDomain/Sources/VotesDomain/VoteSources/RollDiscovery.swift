/// Finds the highest roll the Clerk has published in a year, with as few requests as it can.
///
/// The Clerk has no list of rolls: a roll exists when `roll{NNN}.xml` answers vote XML, and
/// rolls are numbered 1, 2, 3 … without gaps. So the search probes upward from the last known
/// roll with doubling steps (hint + 1, + 2, + 4, … until a roll is missing; from scratch
/// 1, 2, 4, 8 …), then binary-searches between the last roll found and the first one missing.
///
/// - Cold (no hint): 2 + 2·⌊log₂ N⌋ probes, e.g. 16 for N = 195 (1 when there is no roll).
/// - Warm (the hint is still the highest): 2 probes, the hint and the roll after it. The hint
///   is probed rather than trusted so that a wrong hint never hides the truth.
/// - K new rolls since the hint: 3 + 2·⌊log₂ K⌋ probes.
/// - A hint that is missing (too high): a binary search below it, ~log₂ hint probes.
///
/// Probes run one after another: each decides the next, and the Clerk asks for politeness.
/// Every outcome is kept, so the bodies of rolls that exist are not fetched again.
struct RollDiscovery {
  /// What one probe found.
  enum Outcome: Sendable {
    /// The roll exists: its vote, or why its body could not be read (it still exists).
    case exists(Result<Vote, VotesError>)
    /// The roll does not exist (HTTP 404, or the Clerk's HTML 404 page).
    case missing

    var exists: Bool {
      if case .exists = self { true } else { false }
    }
  }

  /// Probes one roll; throws only when the service cannot answer.
  let probe: (Int) async throws(VotesError) -> Outcome
  /// The highest roll ever looked for; higher rolls count as missing without a request.
  var ceiling = VoteSourceLimits.highestRoll

  /// What a search found.
  struct Found {
    /// The highest roll that exists; 0 when roll 1 does not exist.
    var highest = 0
    /// Every probe's outcome, by roll.
    var outcomes: [Int: Outcome] = [:]
    /// The rolls probed, in order.
    var probed: [Int] = []
  }

  /// Searches from `hint` (the highest roll remembered for the year), or from scratch.
  func highestRoll(hint: Int?) async throws(VotesError) -> Found {
    var found = Found()
    var low = 0  // the highest roll known to exist; 0 stands for "none" (roll 0 never does)
    var high: Int?  // the lowest roll known to be missing
    if let hint, (1...ceiling).contains(hint) {
      if try await exists(hint, &found) { low = hint } else { high = hint }
    }
    let base = low
    var step = 1
    while high == nil {
      let candidate = base + step
      if candidate > ceiling {
        high = ceiling + 1
      } else if try await exists(candidate, &found) {
        low = candidate
        step *= 2
      } else {
        high = candidate
      }
    }
    var missing = high ?? low + 1
    while missing - low > 1 {
      let middle = low + (missing - low) / 2
      if try await exists(middle, &found) { low = middle } else { missing = middle }
    }
    found.highest = low
    return found
  }

  /// Probes `roll` once and records the outcome.
  private func exists(_ roll: Int, _ found: inout Found) async throws(VotesError) -> Bool {
    let outcome = try await probe(roll)
    found.outcomes[roll] = outcome
    found.probed.append(roll)
    return outcome.exists
  }
}
