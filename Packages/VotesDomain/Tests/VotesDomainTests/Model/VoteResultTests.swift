import Testing

@testable import VotesDomain

@Suite struct VoteResultTests {
  @Test(arguments: [
    ("Passed", VoteResult.Outcome.passed),
    ("passed", .passed),
    ("Agreed to", .passed),
    ("AGREED TO", .passed),
    ("On Motion to Table Agreed to", .passed),
    ("Adopted", .passed),
    ("Failed", .failed),
    ("Not Agreed to", .failed),
    ("not agreed to", .failed),
    ("Defeated", .failed),
    ("Rejected", .failed),
    ("Motion to Recommit Failed", .failed),
    ("Johnson (LA)", .other),
    ("Boehner", .other),
    ("Present", .other),
    ("", .other),
  ])
  func outcomeComesFromThePublishedWords(_ published: String, _ expected: VoteResult.Outcome) {
    let result = VoteResult(published: published)
    #expect(result.outcome == expected)
    #expect(result.published == published)
    #expect(result.description == published)
  }

  @Test func publishedTextIsTrimmed() {
    #expect(VoteResult(published: "  Passed\r\n").published == "Passed")
  }
}
