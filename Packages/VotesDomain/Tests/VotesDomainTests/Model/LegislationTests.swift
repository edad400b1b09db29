import Testing

@testable import VotesDomain

@Suite struct LegislationTests {
  @Test(arguments: [
    ("H R 1", Legislation(type: .hr, number: 1)),
    ("S 5", Legislation(type: .s, number: 5)),
    ("H RES 488", Legislation(type: .hres, number: 488)),
    ("H J RES 7", Legislation(type: .hjres, number: 7)),
    ("H CON RES 14", Legislation(type: .hconres, number: 14)),
    ("S J RES 3", Legislation(type: .sjres, number: 3)),
    ("S CON RES 7", Legislation(type: .sconres, number: 7)),
    ("S RES 12", Legislation(type: .sres, number: 12)),
    ("H.R. 3944", Legislation(type: .hr, number: 3944)),
    ("hres 580", Legislation(type: .hres, number: 580)),
  ])
  func readsTheClerksNumber(_ published: String, _ expected: Legislation) {
    #expect(Legislation(clerkNumber: published) == expected)
  }

  @Test(arguments: [
    "QUORUM", "QUORUM 1", "ADJOURN", "JOURNAL", "MOTION", "", "H R", "H R 0", "X 12", "H R 1A",
  ])
  func procedureIsNotLegislation(_ published: String) {
    #expect(Legislation(clerkNumber: published) == nil)
  }

  @Test(arguments: [
    ("HR", "1", "H R 1"), ("S", "5", "S 5"), ("HRES", "488", "H RES 488"),
    ("HJRES", "7", "H J RES 7"), ("HCONRES", "2", "H CON RES 2"), ("hr", " 3424 ", "H R 3424"),
  ])
  func readsCongressGovTypeAndNumber(_ type: String, _ number: String, _ display: String) {
    #expect(Legislation(congressGovType: type, number: number)?.description == display)
  }

  @Test(arguments: [("HAMDT", "85"), ("HR", ""), ("HR", "x"), ("", "1")])
  func rejectsOtherCongressGovValues(_ type: String, _ number: String) {
    #expect(Legislation(congressGovType: type, number: number) == nil)
  }

  @Test(arguments: Legislation.MeasureType.allCases)
  func clerkFormRoundTrips(_ type: Legislation.MeasureType) {
    let legislation = Legislation(type: type, number: 42)
    #expect(Legislation(clerkNumber: legislation.description) == legislation)
    #expect(Legislation(congressGovType: type.rawValue, number: "42") == legislation)
  }
}
