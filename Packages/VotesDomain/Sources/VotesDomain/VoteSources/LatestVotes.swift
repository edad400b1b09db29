/// How both sources gather the newest votes: the current period (a year for the Clerk, a
/// session for congress.gov) first, then the one before when the current one has too few.
enum LatestVotes {
  /// Collects up to `limit` votes, newest first.
  ///
  /// - Parameters:
  ///   - periods: The periods to look in, newest first.
  ///   - limit: The most votes wanted (already clamped).
  ///   - fetch: The newest `wanted` votes of a period, newest first; a failure marks a vote
  ///     that exists but cannot be read.
  ///   - nothingFound: The error when no period has a vote.
  /// - Throws: A period's error when no vote was found before it (topping up is best effort:
  ///   a failure in a later period keeps the votes already found); else the first unreadable
  ///   vote's error, or `nothingFound`, when there is no vote at all.
  static func collect<Period>(
    from periods: [Period],
    limit: Int,
    fetch: (Period, _ wanted: Int) async throws(VoteError) -> [Result<Vote, VoteError>],
    nothingFound: VoteError
  ) async throws(VoteError) -> [Vote] {
    var votes: [Vote] = []
    var unreadable: [VoteError] = []
    for period in periods where votes.count < limit {
      let results: [Result<Vote, VoteError>]
      do {
        results = try await fetch(period, limit - votes.count)
      } catch {
        if votes.isEmpty { throw error } else { break }
      }
      for result in results {
        switch result {
        case .success(let vote): votes.append(vote)
        case .failure(let error): unreadable.append(error)
        }
      }
    }
    if votes.isEmpty { throw unreadable.first ?? nothingFound }
    return votes
  }
}
