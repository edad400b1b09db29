extension ClerkVoteDocument {
  /// The Clerk's rows for members who voted for no candidate in a Speaker election.
  private static let presentRow = "present"
  private static let notVotingRow = "not voting"

  /// Gives the document its meaning as a ``Vote``.
  ///
  /// - Throws: ``VoteError/invalidClerkXML(_:reason:)`` when the congress, session or roll
  ///   number is missing, unreadable or out of range (``VoteID/isInRange``), or a count is not
  ///   a number or out of ``Tally/plausibleCounts`` (as published, or added up).
  func vote(roll: ClerkRoll) throws(VoteError) -> Vote {
    let vote = try unchecked(roll: roll)
    if let problem = vote.implausibleCount { throw .invalidClerkXML(roll, reason: problem) }
    return vote
  }

  /// The vote as read, before its counts are checked as a whole.
  private func unchecked(roll: ClerkRoll) throws(VoteError) -> Vote {
    if let problem { throw .invalidClerkXML(roll, reason: problem) }
    let id = try voteID(roll: roll)
    let legisNum = metadata["legis-num"]?.nonEmpty
    let legislation = legisNum.flatMap(Legislation.init(clerkNumber:))
    let question = metadata["vote-question"] ?? ""
    let voteType = VoteType(published: metadata["vote-type"] ?? "")
    let result = VoteResult(published: metadata["vote-result"] ?? "")
    let description = metadata["vote-desc"]?.nonEmpty
    let isVacated = isVacated(result: result, description: description)
    let candidates = candidateRows.filter { !Self.isNonCandidate($0.name) }
    return Vote(
      id: id,
      chamber: sawCommittee ? .committeeOfTheWhole : .house,
      time: .clerk(
        date: metadata["action-date"] ?? "", time: metadata["action-time"], time24: actionTime24),
      question: question,
      voteType: voteType,
      result: result,
      legislation: legislation,
      kind: .classify(
        legislation: legislation,
        clerkNumber: legisNum,
        question: question,
        type: voteType,
        hasCandidates: !candidates.isEmpty
      ),
      shortTitle: isVacated ? nil : description,
      amendment: Amendment(
        publishedNumber: metadata["amendment-num"], author: metadata["amendment-author"],
        type: nil),
      tally: tally,
      partyTotals: PartyTotals.combined(partyRows),
      candidateTotals: CandidateTotal.ranked(candidates),
      isVacated: isVacated,
      notes: [metadata["vote-correction"]?.nonEmpty, isVacated ? description : nil]
        .compactMap { $0 }
    )
  }

  /// The congress, the session (the Clerk writes "1st", "2nd") and the roll number.
  private func voteID(roll: ClerkRoll) throws(VoteError) -> VoteID {
    VoteID(
      congress: try number("congress", in: VoteID.congresses, roll: roll),
      session: try number("session", in: VoteID.sessions, roll: roll),
      roll: try number("rollcall-num", in: VoteID.rolls, roll: roll))
  }

  /// The number a metadata field starts with (119 for "119", 1 for "1st"), within `range`.
  private func number(_ field: String, in range: ClosedRange<Int>, roll: ClerkRoll)
    throws(VoteError) -> Int
  {
    let text = metadata[field] ?? ""
    let digits = text.prefix(while: { $0.isASCII && $0.isNumber })
    guard !digits.isEmpty else {
      throw .invalidClerkXML(roll, reason: "no readable <\(field)> in <vote-metadata>")
    }
    guard let value = digits.decimalValue, range.contains(value) else {
      throw .invalidClerkXML(
        roll,
        reason: "<\(field)> in <vote-metadata> is \(text.prefix(40)), "
          + "not in \(range.lowerBound)…\(range.upperBound)")
    }
    return value
  }

  /// The whole House's counts: `totals-by-vote` when published; for a Speaker election the
  /// "Present" and "Not Voting" candidate rows; else the party rows summed; else the members'
  /// votes counted one by one.
  private var tally: Tally {
    if let totalsByVote { return totalsByVote }
    if !candidateRows.isEmpty {
      return Tally(
        present: candidateRows.first { $0.name.lowercased() == Self.presentRow }?.total ?? 0,
        notVoting: candidateRows.first { $0.name.lowercased() == Self.notVotingRow }?.total ?? 0
      )
    }
    if !partyRows.isEmpty { return partyRows.map(\.tally).summed() }
    return recordedTally
  }

  /// A vote is vacated when it has no result and no member's vote (the Clerk clears the
  /// metadata), or when its description says so.
  private func isVacated(result: VoteResult, description: String?) -> Bool {
    if result.published.isEmpty && recordedVoteCount == 0 { return true }
    return description?.lowercased().contains("vote was vacated") ?? false
  }

  private static func isNonCandidate(_ name: String) -> Bool {
    let lowered = name.lowercased()
    return lowered == presentRow || lowered == notVotingRow
  }
}
