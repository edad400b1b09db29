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
