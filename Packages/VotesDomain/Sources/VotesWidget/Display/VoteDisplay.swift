import TextRendering
import VotesDomain

/// What the widget writes for a vote, worked out once and tested as values: the number, the
/// title, the question, the result and its colour, and the tally's lines.
struct VoteDisplay: Hashable {
  /// How a result reads at a glance.
  enum Tone: Hashable {
    /// Passed or agreed to: green.
    case passed
    /// Failed or not agreed to: red.
    case failed
    /// Struck from the record: gray.
    case vacated
    /// Anything else (a Speaker elected by name, a quorum call): the default colour.
    case neutral

    /// The colour of the result in this tone; nil is the terminal's default.
    var color: Color? {
      switch self {
      case .passed: .green
      case .failed: .red
      case .vacated: .gray
      case .neutral: nil
      }
    }
  }

  /// One line of a tally: a label and a count, e.g. "Yea" 263.
  struct TallyLine: Hashable {
    var label: String
    var count: Int
  }

  let vote: Vote

  /// The bill number, or the kind of vote when it is on no bill ("Speaker election").
  var number: String { vote.displayNumber }

  /// The measure's short title; for a vacated vote the Clerk's explanation; else "No Title".
  var title: String {
    if let title = vote.shortTitle, !title.isEmpty { return title }
    if vote.isVacated, let note = vote.notes.last { return note }
    return "No Title"
  }

  /// The line under the number in the small family: the title when there is one, else the
  /// question (a vote on no bill has no title).
  var subtitle: String {
    if let title = vote.shortTitle, !title.isEmpty { return title }
    if vote.isVacated, let note = vote.notes.last { return note }
    return question
  }

  /// What else the Clerk published: the amendment voted on, and corrections (for a vacated
  /// vote, the explanation is its title, so only the correction is listed).
  var details: [String] {
    var lines: [String] = []
    if let amendment = vote.amendment {
      let parts = [amendment.number.map { "Amendment \($0)" }, amendment.author]
      lines.append(parts.compactMap { $0 }.joined(separator: " · "))
    }
    let notes = vote.isVacated ? Array(vote.notes.dropLast()) : vote.notes
    return lines + notes
  }

  /// The question, e.g. "On Passage"; "Vacated" or "No question" when none was published.
  var question: String {
    if !vote.question.isEmpty { return vote.question }
    return vote.isVacated ? "Vacated" : "No question"
  }

  /// The result as published, e.g. "Passed", "Johnson (LA)"; "Vacated" or "No result".
  var result: String {
    if !vote.result.published.isEmpty { return vote.result.published }
    return vote.isVacated ? "Vacated" : "No result"
  }

  /// The result over the tally in the medium and large families: "Elected" when a Speaker
  /// election's result names the leading candidate (listed just below), else ``result``.
  var tallyHeading: String { isElection ? "Elected" : result }

  /// Whether the vote elected the Speaker: its result names the candidate with the most votes.
  var isElection: Bool {
    guard let leader = vote.candidateTotals.first else { return false }
    return leader.name == vote.result.published
  }

  /// How the result reads: from the published words, never from the counts; a Speaker elected
  /// reads as passed.
  var tone: Tone {
    if vote.isVacated { return .vacated }
    if isElection { return .passed }
    switch vote.result.outcome {
    case .passed: return .passed
    case .failed: return .failed
    case .other: return .neutral
    }
  }

  /// Whether the counts are by candidate (an election of the Speaker).
  var isByCandidate: Bool { !vote.candidateTotals.isEmpty }

  /// Whether the vote is a quorum call, where members answer Present.
  var isQuorumCall: Bool { vote.kind == .quorum || vote.voteType.method == .quorum }

  /// The tally's two lines: the two leading candidates, Present and Not voting for a quorum
  /// call, else yeas and nays (ayes and noes for a recorded vote).
  var tallyLines: [TallyLine] {
    if isByCandidate {
      return vote.candidateTotals.prefix(2).map { TallyLine(label: $0.name, count: $0.total) }
    }
    if isQuorumCall {
      return [
        TallyLine(label: "Present", count: vote.tally.present),
        TallyLine(label: "Not voting", count: vote.tally.notVoting),
      ]
    }
    let words = vote.voteType.usesAyesAndNoes ? ("Aye", "No") : ("Yea", "Nay")
    return [
      TallyLine(label: words.0, count: vote.tally.yea),
      TallyLine(label: words.1, count: vote.tally.nay),
    ]
  }

  /// The tally in one short line for the small family: `263–156 Yea–Nay`, `218–215` for a
  /// Speaker election, `409 present` for a quorum call.
  var compactTally: String {
    if isByCandidate {
      return vote.candidateTotals.prefix(2).map { String($0.total) }.joined(separator: "–")
    }
    if isQuorumCall { return "\(vote.tally.present) present" }
    let words = vote.voteType.usesAyesAndNoes ? "Aye–No" : "Yea–Nay"
    return "\(vote.tally.yea)–\(vote.tally.nay) \(words)"
  }

  /// Present and not voting, e.g. `Present 0 · Not voting 14`.
  var abstentions: String {
    "Present \(vote.tally.present) · Not voting \(vote.tally.notVoting)"
  }

  /// How the vote was taken and the roll, e.g. `YEA-AND-NAY · Roll 23`.
  var voteTypeAndRoll: String {
    let type = vote.voteType.published.isEmpty ? "No vote type" : vote.voteType.published
    return "\(type) · Roll \(vote.rollCall)"
  }

  /// The Congress and the session, e.g. `119th Congress · 1st session`, and where the House
  /// sat when it was the Committee of the Whole.
  var sitting: String {
    let session = "\(Self.ordinal(vote.congress)) Congress · \(Self.ordinal(vote.session)) session"
    return vote.chamber == .house ? session : "\(session) · \(vote.chamber.label)"
  }

  /// `1st`, `2nd`, `3rd`, `4th`, `11th`, `112th`, `119th`.
  static func ordinal(_ number: Int) -> String {
    let lastTwo = abs(number % 100)
    let suffix: String
    switch (lastTwo / 10 == 1, lastTwo % 10) {
    case (false, 1): suffix = "st"
    case (false, 2): suffix = "nd"
    case (false, 3): suffix = "rd"
    default: suffix = "th"
    }
    return "\(number)\(suffix)"
  }
}
