/// One party's tally in a vote.
public struct PartyTotals: Sendable, Codable, Hashable, Identifiable {
  /// The party.
  public var party: Party
  /// How the party's members voted.
  public var tally: Tally

  /// Creates a party's totals.
  public init(party: Party, tally: Tally) {
    self.party = party
    self.tally = tally
  }

  /// The party identifies its row: a vote has one row per party.
  public var id: Party { party }

  /// The rows with one per party (rows for the same party, e.g. "Democrat" and "Democratic",
  /// are added together), in the display order of ``Party``.
  static func combined(_ rows: [PartyTotals]) -> [PartyTotals] {
    var tallies: [Party: Tally] = [:]
    for row in rows {
      tallies[row.party, default: .zero] = tallies[row.party, default: .zero] + row.tally
    }
    return tallies.map { PartyTotals(party: $0.key, tally: $0.value) }
      .sorted { $0.party < $1.party }
  }
}
