extension RollDiscovery {
  /// One round: the candidates still unknown, those the caller holds counted as existing
  /// without a request and the others probed together; then the bounds narrow. The highest
  /// roll that exists becomes the low bound, the lowest missing one above it the high bound.
  func round(_ candidates: [Int], _ bounds: inout Bounds, _ found: inout Found)
    async throws(VoteError)
  {
    let rolls = Set(candidates).filter { roll in
      (1...ceiling).contains(roll) && roll > bounds.low && roll < (bounds.high ?? .max)
    }.sorted()
    let asked = rolls.filter { !held.contains($0) }
    var exists = rolls.filter { held.contains($0) }
    var missing: [Int] = []
    if !asked.isEmpty {
      let outcomes = try await probeTogether(asked)
      found.rounds += 1
      for (roll, outcome) in zip(asked, outcomes) {
        found.outcomes[roll] = outcome
        found.probed.append(roll)
        if outcome.exists { exists.append(roll) } else { missing.append(roll) }
      }
    }
    if let top = exists.max() { bounds.low = max(bounds.low, top) }
    if let lowest = missing.filter({ $0 > bounds.low }).min() {
      bounds.high = min(bounds.high ?? lowest, lowest)
    }
  }

  /// The outcomes of `rolls`, in order, probed concurrently.
  ///
  /// - Throws: The lowest failing roll's error, once every probe has ended.
  private func probeTogether(_ rolls: [Int]) async throws(VoteError) -> [Outcome] {
    let answers = await ConcurrentProbes.run(rolls, maxConcurrent: rolls.count, probe)
    return try answers.map { answer throws(VoteError) in try answer.get() }
  }
}
