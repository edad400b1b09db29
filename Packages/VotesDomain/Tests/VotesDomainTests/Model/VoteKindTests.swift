import Testing

@testable import VotesDomain

@Suite struct VoteKindTests {
  static let yeaNay = VoteType(published: "YEA-AND-NAY")

  @Test(arguments: [
    ("QUORUM" as String?, "Call by States", VoteKind.quorum),
    ("QUORUM 1", "Call of the House", .quorum),
    ("ADJOURN", "On Motion to Adjourn", .adjourn),
    ("JOURNAL", "On Approving the Journal", .journal),
    ("MOTION", "Table Appeal of the Ruling of the Chair", .motion),
    (nil, "Election of the Speaker", .speakerElection),
    (nil, "On Motion to Adjourn", .adjourn),
    (nil, "", .other),
  ])
  func votesOnNoBill(_ clerkNumber: String?, _ question: String, _ expected: VoteKind) {
    let kind = VoteKind.classify(
      legislation: nil, clerkNumber: clerkNumber, question: question, type: Self.yeaNay,
      hasCandidates: false)
    #expect(kind == expected)
  }

  @Test func candidatesMeanASpeakerElection() {
    let kind = VoteKind.classify(
      legislation: nil, clerkNumber: nil, question: "", type: Self.yeaNay, hasCandidates: true)
    #expect(kind == .speakerElection)
  }

  @Test func aQuorumVoteTypeMeansAQuorumCall() {
    let kind = VoteKind.classify(
      legislation: nil, clerkNumber: nil, question: "Call of the House",
      type: VoteType(published: "Quorum"), hasCandidates: false)
    #expect(kind == .quorum)
  }

  @Test func legislationWins() {
    let kind = VoteKind.classify(
      legislation: Legislation(type: .hr, number: 1), clerkNumber: "H R 1", question: "On Passage",
      type: Self.yeaNay, hasCandidates: false)
    #expect(kind == .legislation)
  }

  @Test(arguments: [
    (VoteKind.quorum, "Quorum"), (.speakerElection, "Speaker election"), (.adjourn, "Adjourn"),
    (.journal, "Journal"), (.motion, "Motion"), (.other, "Vote"),
  ])
  func displayNumberOfAVoteOnNoBillIsTheKind(_ kind: VoteKind, _ label: String) {
    let vote = Vote(
      id: VoteID(congress: 119, session: 1, roll: 1),
      time: VoteTime(
        publishedDate: "3-Jan-2025", publishedTime: nil, date: nil, isTimeKnown: false),
      question: "", voteType: Self.yeaNay, result: VoteResult(published: ""), kind: kind,
      tally: .zero)
    #expect(vote.displayNumber == label)
  }
}
