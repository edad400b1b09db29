import Testing

@testable import VotesDomain

@Suite struct VoteTypeTests {
  @Test(arguments: [
    ("YEA-AND-NAY", VoteType.Method.yeaAndNay, VoteType.Threshold.majority),
    ("2/3 YEA-AND-NAY", .yeaAndNay, .twoThirds),
    ("RECORDED VOTE", .recordedVote, .majority),
    ("2/3 RECORDED VOTE", .recordedVote, .twoThirds),
    ("QUORUM", .quorum, .majority),
    ("Yea-and-Nay", .yeaAndNay, .majority),
    ("Yea and Nay", .yeaAndNay, .majority),
    ("2/3 Yea-And-Nay", .yeaAndNay, .twoThirds),
    ("3/5 Recorded Vote", .recordedVote, .threeFifths),
    ("3/5 Yea-And-Nay", .yeaAndNay, .threeFifths),
    ("Recorded Vote", .recordedVote, .majority),
    ("Quorum", .quorum, .majority),
    ("", .other, .majority),
    ("VOICE VOTE", .other, .majority),
  ])
  func readsPublishedTypes(
    _ published: String, _ method: VoteType.Method, _ threshold: VoteType.Threshold
  ) {
    let type = VoteType(published: published)
    #expect(type.method == method)
    #expect(type.threshold == threshold)
    #expect(type.published == published)
    #expect(type.usesAyesAndNoes == (method == .recordedVote))
  }
}
