import Foundation
import VotesDomain

/// Votes built by hand with counts and numbers no parser lets through (near `Int.max`,
/// negative, a Congress of `Int.max`): the public initialisers accept them, so every view and
/// printer must draw them without trapping.
public enum HostileVotes {
  /// A named hostile vote, for parameterised tests.
  public struct Case: Sendable, CustomStringConvertible {
    /// What is hostile about it.
    public let name: String
    /// The vote.
    public let vote: Vote
    /// The name.
    public var description: String { name }
  }

  /// An ordinary vote on a measure, passed, with the three parties' rows.
  public static var ordinary: Vote {
    Vote(
      id: VoteID(congress: 119, session: 1, roll: 23),
      time: VoteTime(
        publishedDate: "22-Jan-2025", publishedTime: "5:01 PM",
        date: Date(timeIntervalSince1970: 1_737_583_260), isTimeKnown: true),
      question: "On Passage",
      voteType: VoteType(published: "YEA-AND-NAY"),
      result: VoteResult(published: "Passed"),
      legislation: Legislation(type: .s, number: 5),
      kind: .legislation,
      shortTitle: "Laken Riley Act",
      tally: Tally(yea: 263, nay: 156, present: 0, notVoting: 14),
      partyTotals: [
        PartyTotals(party: .republican, tally: Tally(yea: 217, nay: 0, notVoting: 1)),
        PartyTotals(party: .democratic, tally: Tally(yea: 46, nay: 156, notVoting: 13)),
      ]
    )
  }

  /// Every hostile shape: huge and negative counts in the tally, the party rows and the
  /// candidates, and identifiers at the ends of `Int`.
  public static var all: [Case] {
    let huge = Int.max
    var cases: [Case] = []
    func add(_ name: String, _ change: (inout Vote) -> Void) {
      var vote = ordinary
      change(&vote)
      cases.append(Case(name: name, vote: vote))
    }
    add("tally at Int.max") {
      $0.tally = Tally(yea: huge, nay: huge, present: huge, notVoting: huge)
    }
    add("tally at Int.min") {
      $0.tally = Tally(yea: .min, nay: .min, present: .min, notVoting: .min)
    }
    add("party rows at Int.max") {
      $0.partyTotals = [
        PartyTotals(party: .republican, tally: Tally(yea: huge, nay: 0, notVoting: 1)),
        PartyTotals(party: .democratic, tally: Tally(yea: 46, nay: huge, present: huge)),
        PartyTotals(party: Party("Whig"), tally: Tally(yea: huge, nay: huge, notVoting: huge)),
      ]
    }
    add("party rows negative") {
      $0.partyTotals = [
        PartyTotals(party: .republican, tally: Tally(yea: -5, nay: .min, notVoting: 1)),
        PartyTotals(party: .democratic, tally: Tally(yea: .min, nay: -1, present: huge)),
      ]
    }
    add("quorum call at Int.max") {
      $0.voteType = VoteType(published: "QUORUM")
      $0.kind = .quorum
      $0.legislation = nil
      $0.tally = Tally(present: huge, notVoting: huge)
    }
    add("candidates at Int.max") {
      $0.kind = .speakerElection
      $0.legislation = nil
      $0.result = VoteResult(published: "Johnson (LA)")
      $0.partyTotals = []
      $0.tally = Tally(present: huge, notVoting: huge)
      $0.candidateTotals = (1...7).map { CandidateTotal(name: "Candidate \($0)", total: huge) }
      $0.candidateTotals[0].name = "Johnson (LA)"
    }
    add("candidates negative") {
      $0.kind = .speakerElection
      $0.partyTotals = []
      $0.candidateTotals = (1...7).map { CandidateTotal(name: "C\($0)", total: .min + $0) }
    }
    add("identifiers at Int.max") {
      $0.id = VoteID(congress: huge, session: huge, roll: huge)
      $0.legislation = Legislation(type: .hr, number: huge)
    }
    add("identifiers at Int.min") {
      $0.id = VoteID(congress: .min, session: .min, roll: .min)
      $0.legislation = Legislation(type: .hr, number: .min)
    }
    return cases
  }
}
