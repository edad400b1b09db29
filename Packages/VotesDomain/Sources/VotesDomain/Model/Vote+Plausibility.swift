extension Vote {
  /// The first count of the vote outside ``Tally/plausibleCounts`` — the whole House's, a
  /// party's (after rows for one party are added together) or a candidate's — in words for an
  /// error message; nil when every count is plausible.
  ///
  /// The parsers check each published number as they read it; this catches what only adds up
  /// past the range (party rows summed, members' votes counted one by one).
  var implausibleCount: String? {
    let range = Tally.plausibleCountsText
    if let (field, value) = tally.implausibleCount {
      return "the whole House's \(field) count is \(value), not in \(range)"
    }
    for row in partyTotals {
      if let (field, value) = row.tally.implausibleCount {
        return "the \(row.party) \(field) count is \(value), not in \(range)"
      }
    }
    if let candidate = candidateTotals.first(where: { !Tally.plausibleCounts.contains($0.total) }) {
      return "\(candidate.name)'s total is \(candidate.total), not in \(range)"
    }
    return nil
  }
}
