extension CongressGovHouseVote {
  /// The first number outside its range, named by its key path under `path` (e.g.
  /// `houseRollCallVote.votePartyTotal[0].yeaTotal is 9223372036854775000, not in 0…1,000`);
  /// nil when every number is plausible.
  ///
  /// The Congress, session and roll must be what a `votes://` link can name
  /// (``VoteID/congresses``, ``VoteID/sessions``, ``VoteID/rolls``); every count, a party's or
  /// a candidate's, must be in ``Tally/plausibleCounts``.
  func implausibleNumber(at path: String) -> String? {
    let identifiers = [
      ("congress", congress, VoteID.congresses), ("sessionNumber", sessionNumber, VoteID.sessions),
      ("rollCallNumber", rollCallNumber, VoteID.rolls),
    ]
    for (key, value, range) in identifiers where !range.contains(value) {
      return "\(path).\(key) is \(value), not in \(range.lowerBound)…\(range.upperBound)"
    }
    for (index, row) in (votePartyTotal ?? []).enumerated() {
      for (key, value) in row.counts where !Tally.plausibleCounts.contains(value) {
        return "\(path).votePartyTotal[\(index)].\(key) is \(value), "
          + "not in \(Tally.plausibleCountsText)"
      }
    }
    return nil
  }
}

extension CongressGovPartyTotal {
  /// The counts the row carries, by key, in the order congress.gov writes them.
  var counts: [(key: String, value: Int)] {
    let all = [
      ("yeaTotal", yeaTotal), ("nayTotal", nayTotal), ("presentTotal", presentTotal),
      ("notVotingTotal", notVotingTotal), ("total", total),
    ]
    return all.compactMap { key, value in value.map { (key, $0) } }
  }
}
