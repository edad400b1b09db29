import Foundation
import Testing

@testable import VotesDomain

@Suite struct PartyTests {
  @Test(arguments: [
    ("Republican", Party.republican), ("R", .republican), ("republican", .republican),
    ("Democratic", .democratic), ("Democrat", .democratic), ("D", .democratic),
    (" Democrat ", .democratic), ("Independent", .independent), ("I", .independent),
  ])
  func namesAndCodesFold(_ published: String, _ expected: Party) {
    #expect(Party(published) == expected)
  }

  @Test func otherPartiesKeepTheirName() {
    #expect(Party("Libertarian").name == "Libertarian")
    #expect(Party("Libertarian").code == nil)
    #expect(Party.democratic.code == "D")
  }

  @Test func displayOrderIsRepublicanDemocraticIndependentThenOthers() {
    let shuffled = [
      Party("Whig"), .independent, Party("Democrat"), Party("Federalist"), .republican,
    ]
    #expect(
      shuffled.sorted().map(\.name)
        == ["Republican", "Democratic", "Independent", "Federalist", "Whig"])
  }

  @Test func rowsForTheSamePartyAreCombined() {
    let rows = [
      PartyTotals(party: .independent, tally: Tally(nay: 1)),
      PartyTotals(party: Party("Democrat"), tally: Tally(yea: 2)),
      PartyTotals(party: Party("Democratic"), tally: Tally(yea: 3, nay: 1)),
      PartyTotals(party: .republican, tally: Tally(notVoting: 4)),
    ]
    #expect(
      PartyTotals.combined(rows) == [
        PartyTotals(party: .republican, tally: Tally(notVoting: 4)),
        PartyTotals(party: .democratic, tally: Tally(yea: 5, nay: 1)),
        PartyTotals(party: .independent, tally: Tally(nay: 1)),
      ])
  }

  @Test func encodesAsItsNameAndDecodesNormalised() throws {
    #expect(
      String(decoding: try JSONEncoder().encode(Party.democratic), as: UTF8.self)
        == #""Democratic""#)
    #expect(try JSONDecoder().decode(Party.self, from: Data(#""Democrat""#.utf8)) == .democratic)
  }
}
