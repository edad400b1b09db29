extension CongressGovHouseVote {
  /// The vote's identifier.
  var voteID: VoteID {
    VoteID(congress: congress, session: sessionNumber, roll: rollCallNumber)
  }

  /// The measure from `legislationType` + `legislationNumber`, e.g. "HR" + "1" → `H R 1`.
  var legislation: Legislation? {
    guard let legislationType, let legislationNumber else { return nil }
    return Legislation(congressGovType: legislationType, number: legislationNumber)
  }

  /// The list's view of the vote.
  var listEntry: CongressGovVoteList.Entry {
    CongressGovVoteList.Entry(
      id: voteID,
      clerkRoll: sourceDataURL.flatMap(ClerkRoll.init(sourceDataURL:)),
      result: VoteResult(published: result ?? ""),
      voteType: VoteType(published: voteType ?? ""),
      legislation: legislation,
      time: .iso8601(startDate ?? "")
    )
  }

  /// The whole vote, from a detail answer.
  ///
  /// congress.gov gives no bill title (``Vote/shortTitle`` is nil), no chamber (the vote reads
  /// as ``Chamber/house``) and, for a Speaker election, no "Present" or "Not Voting" counts
  /// (the tally is zero). The House's tally is the party totals summed.
  var vote: Vote {
    let question = voteQuestion ?? ""
    let type = VoteType(published: voteType ?? "")
    let rows = votePartyTotal ?? []
    let candidates = rows.compactMap(\.candidateTotal)
    let parties = PartyTotals.combined(rows.compactMap(\.partyTotals))
    return Vote(
      id: voteID,
      chamber: .house,
      time: .iso8601(startDate ?? ""),
      question: question,
      voteType: type,
      result: VoteResult(published: result ?? ""),
      legislation: legislation,
      kind: .classify(
        legislation: legislation,
        clerkNumber: nil,
        question: question,
        type: type,
        hasCandidates: !candidates.isEmpty
      ),
      shortTitle: nil,
      amendment: Amendment(
        publishedNumber: amendmentNumber, author: amendmentAuthor, type: amendmentType),
      tally: parties.map(\.tally).summed(),
      partyTotals: parties,
      candidateTotals: CandidateTotal.ranked(candidates)
    )
  }
}

extension CongressGovPartyTotal {
  /// A party's row; the party named by `party.name`, else by its code. "Democrat" and
  /// "Democratic" are the same party.
  var partyTotals: PartyTotals? {
    guard candidate == nil,
      let name = party?.name?.nonEmpty ?? party?.type?.nonEmpty ?? voteParty?.nonEmpty
    else { return nil }
    let tally = Tally(
      yea: yeaTotal ?? 0, nay: nayTotal ?? 0, present: presentTotal ?? 0,
      notVoting: notVotingTotal ?? 0)
    return PartyTotals(party: Party(name), tally: tally)
  }

  /// A Speaker election's row.
  var candidateTotal: CandidateTotal? {
    guard let name = candidate?.nonEmpty else { return nil }
    return CandidateTotal(name: name, total: total ?? 0)
  }
}
