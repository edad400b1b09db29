import Testing

@testable import VotesDomain

@Suite struct VoteIDTests {
  @Test func descriptionRoundTrips() {
    let id = VoteID(congress: 119, session: 1, roll: 23)
    #expect(id.description == "119/1/23")
    #expect(VoteID("119/1/23") == id)
  }

  @Test(arguments: [
    "", "119/1", "119/1/23/4", "119/1/x", "119//23", "119/1/0", "+119/1/23", "119/1/-2",
  ])
  func rejectsOtherText(_ text: String) {
    #expect(VoteID(text) == nil)
  }

  @Test func sortsByCongressSessionThenRoll() {
    let ids = ["119/1/240", "118/2/500", "119/1/306", "119/2/1"].compactMap(VoteID.init)
    #expect(ids.sorted().map(\.description) == ["118/2/500", "119/1/240", "119/1/306", "119/2/1"])
  }

  @Test(arguments: [(119, 1, 2025), (119, 2, 2026), (112, 1, 2011), (108, 1, 2003), (101, 2, 1990)])
  func clerkYear(_ congress: Int, _ session: Int, _ year: Int) {
    #expect(
      VoteID(congress: congress, session: session, roll: 7).clerkRoll
        == ClerkRoll(year: year, roll: 7))
  }

  @Test(arguments: [
    (23, "evs/2025/roll023.xml"), (1, "evs/2025/roll001.xml"), (240, "evs/2025/roll240.xml"),
    (1_002, "evs/2025/roll1002.xml"),
  ])
  func clerkPathPadsTheRoll(_ roll: Int, _ path: String) {
    #expect(ClerkRoll(year: 2025, roll: roll).path == path)
  }

  @Test(arguments: [
    ("https://clerk.house.gov/evs/2025/roll240.xml", ClerkRoll(year: 2025, roll: 240)),
    ("https://clerk.house.gov/evs/2025/roll002.xml", ClerkRoll(year: 2025, roll: 2)),
    ("evs/1990/roll001.xml", ClerkRoll(year: 1990, roll: 1)),
  ])
  func readsSourceDataURLs(_ url: String, _ expected: ClerkRoll) {
    #expect(ClerkRoll(sourceDataURL: url) == expected)
    #expect(ClerkRoll(sourceDataURL: expected.path) == expected)
  }

  @Test(arguments: [
    "", "https://clerk.house.gov/evs/2025/", "https://x/evs/2025/roll.xml",
    "https://x/votes/2025/roll001.xml", "https://x/evs/2025/roll001.htm",
  ])
  func rejectsOtherURLs(_ url: String) {
    #expect(ClerkRoll(sourceDataURL: url) == nil)
  }
}
