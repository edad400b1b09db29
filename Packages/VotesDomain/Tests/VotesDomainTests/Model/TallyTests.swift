import Testing

@testable import VotesDomain

/// A hand-built tally can hold any `Int`: its sums saturate at the ends of `Int` instead of
/// trapping, so no view or printer that adds counts can crash.
@Suite struct TallyTests {
  @Test(arguments: [
    (Tally(yea: .max, nay: 1, present: 1, notVoting: 1), Int.max),
    (Tally(yea: .max, nay: .max, present: .max, notVoting: .max), Int.max),
    (Tally(yea: .min, nay: -1), Int.min),
    (Tally(yea: .max, nay: .min), -1),
    (Tally(yea: 263, nay: 156, present: 0, notVoting: 14), 433),
  ])
  func totalSaturates(_ tally: Tally, _ total: Int) {
    #expect(tally.total == total)
  }

  @Test func sumsSaturateFieldByField() {
    let sum =
      Tally(yea: .max, nay: 2, present: .min, notVoting: 1)
      + Tally(yea: 1, nay: 3, present: -1, notVoting: .max)
    #expect(sum == Tally(yea: .max, nay: 5, present: .min, notVoting: .max))
    #expect(
      [Tally(yea: .max), Tally(yea: .max), Tally(nay: 1)].summed() == Tally(yea: .max, nay: 1))
  }

  @Test func rowsOfOnePartyAddWithoutTrapping() {
    let rows = [
      PartyTotals(party: Party("Democrat"), tally: Tally(yea: .max)),
      PartyTotals(party: Party("Democratic"), tally: Tally(yea: .max, nay: 4)),
    ]
    #expect(
      PartyTotals.combined(rows) == [
        PartyTotals(party: .democratic, tally: Tally(yea: .max, nay: 4))
      ])
  }

  @Test(
    arguments: [
      (Tally(yea: 1_000, nay: 0, present: 0, notVoting: 0), nil),
      (Tally(yea: 263, nay: 156, present: 0, notVoting: 14), nil),
      (Tally(yea: 1_001), "yea"),
      (Tally(nay: -1), "nay"),
      (Tally(present: .max), "present"),
      (Tally(notVoting: .min), "not voting"),
    ] as [(Tally, String?)])
  func implausibleCountIsNamed(_ tally: Tally, _ field: String?) {
    #expect(tally.implausibleCount?.field == field)
  }
}
