import Foundation
import VotesDomain

extension Vote {
  /// A real vote to stand in before any data exists: roll 190 of 2025 (119/1/190), the House
  /// concurring in the Senate amendment to H R 1, the One Big Beautiful Bill Act, passed
  /// 218–214 on Jul 3, 2025 at 2:31 PM Eastern, as the Clerk published it.
  public static let sample = Vote(
    id: VoteID(congress: 119, session: 1, roll: 190),
    time: VoteTime(
      publishedDate: "3-Jul-2025", publishedTime: "2:31 PM",
      date: Date(timeIntervalSince1970: 1_751_567_460), isTimeKnown: true),
    question: "On Motion to Concur in the Senate Amendment",
    voteType: VoteType(published: "RECORDED VOTE"),
    result: VoteResult(published: "Passed"),
    legislation: Legislation(type: .hr, number: 1),
    kind: .legislation,
    shortTitle: "One Big Beautiful Bill Act",
    tally: Tally(yea: 218, nay: 214, present: 0, notVoting: 0),
    partyTotals: [
      PartyTotals(party: .republican, tally: Tally(yea: 218, nay: 2)),
      PartyTotals(party: .democratic, tally: Tally(yea: 0, nay: 212)),
    ]
  )
}
