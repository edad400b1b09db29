/// A House roll-call vote: what was asked, how it was taken, the result and the counts.
///
/// Built from either source, the Clerk of the House's XML or congress.gov's API, so the rest
/// of the app does not care which one answered. A vote has totals by party, or, for an
/// election of the Speaker, totals by candidate.
public struct Vote: Sendable, Codable, Hashable, Identifiable {
  /// The Congress, session and roll number.
  public var id: VoteID
  /// Whether the House sat as itself or as the Committee of the Whole.
  public var chamber: Chamber
  /// When the vote was taken.
  public var time: VoteTime
  /// The question, e.g. "On Passage"; empty for a vacated vote.
  public var question: String
  /// How the vote was taken and what it needed to carry.
  public var voteType: VoteType
  /// The result as published and what it means.
  public var result: VoteResult
  /// The measure voted on; nil for a vote on no bill (see ``kind``).
  public var legislation: Legislation?
  /// What the vote was about: a measure, or which kind of vote on no bill.
  public var kind: VoteKind
  /// The measure's short title when the source gives one, e.g. "Laken Riley Act".
  public var shortTitle: String?
  /// The amendment voted on, when the vote was on one.
  public var amendment: Amendment?
  /// The whole House's counts. For a Speaker election yea and nay are zero and present and
  /// not voting carry the Clerk's "Present" and "Not Voting" rows.
  public var tally: Tally
  /// The counts by party in display order (Republican, Democratic, Independent, others);
  /// empty for a Speaker election.
  public var partyTotals: [PartyTotals]
  /// The votes by candidate for an election of the Speaker, most votes first; else empty.
  public var candidateTotals: [CandidateTotal]
  /// Whether the vote was vacated (struck from the record), leaving no result and zero counts.
  public var isVacated: Bool
  /// Notes the Clerk published with the vote: a correction and, for a vacated vote, its
  /// explanation.
  public var notes: [String]

  /// Creates a vote from its parts.
  public init(
    id: VoteID,
    chamber: Chamber = .house,
    time: VoteTime,
    question: String,
    voteType: VoteType,
    result: VoteResult,
    legislation: Legislation? = nil,
    kind: VoteKind,
    shortTitle: String? = nil,
    amendment: Amendment? = nil,
    tally: Tally,
    partyTotals: [PartyTotals] = [],
    candidateTotals: [CandidateTotal] = [],
    isVacated: Bool = false,
    notes: [String] = []
  ) {
    self.id = id
    self.chamber = chamber
    self.time = time
    self.question = question
    self.voteType = voteType
    self.result = result
    self.legislation = legislation
    self.kind = kind
    self.shortTitle = shortTitle
    self.amendment = amendment
    self.tally = tally
    self.partyTotals = partyTotals
    self.candidateTotals = candidateTotals
    self.isVacated = isVacated
    self.notes = notes
  }

  /// The Congress, e.g. 119.
  public var congress: Int { id.congress }
  /// The session, 1 or 2.
  public var session: Int { id.session }
  /// The roll-call number within the session.
  public var rollCall: Int { id.roll }

  /// What to show as the vote's number: the measure (`H R 1`, `S 5`, `H RES 488`), or for a
  /// vote on no bill the kind's label ("Quorum", "Speaker election", "Adjourn", "Journal",
  /// "Motion", "Vote").
  public var displayNumber: String { legislation?.description ?? kind.label }

  /// The party's totals, if the vote has a row for it.
  public func totals(for party: Party) -> Tally? {
    partyTotals.first { $0.party == party }?.tally
  }
}
