/// What a vote was about: a measure, or one of the House's votes on no bill.
///
/// The Clerk marks votes on no bill in the `legis-num` field (`QUORUM`, `ADJOURN`, `JOURNAL`,
/// `MOTION`) or leaves it out (the election of the Speaker); congress.gov says it through the
/// question and the vote type.
public enum VoteKind: String, Sendable, Codable, Hashable, CaseIterable {
  /// A vote on a bill or resolution: see ``Vote/legislation``.
  case legislation
  /// A quorum call.
  case quorum
  /// The election of the Speaker: see ``Vote/candidateTotals``.
  case speakerElection
  /// A motion to adjourn.
  case adjourn
  /// A vote on approving the Journal.
  case journal
  /// A motion on no bill, such as tabling an appeal of the ruling of the Chair.
  case motion
  /// Anything else, including a vacated vote whose metadata was cleared.
  case other

  /// A short label for display: "Legislation", "Quorum", "Speaker election", "Adjourn",
  /// "Journal", "Motion" or "Vote".
  public var label: String {
    switch self {
    case .legislation: "Legislation"
    case .quorum: "Quorum"
    case .speakerElection: "Speaker election"
    case .adjourn: "Adjourn"
    case .journal: "Journal"
    case .motion: "Motion"
    case .other: "Vote"
    }
  }

  /// Classifies a vote from what the sources publish.
  ///
  /// - Parameters:
  ///   - legislation: the measure, when one was read.
  ///   - clerkNumber: the Clerk's `legis-num` text, when there is one.
  ///   - question: the question voted on.
  ///   - type: the vote type.
  ///   - hasCandidates: whether the totals are by candidate.
  static func classify(
    legislation: Legislation?,
    clerkNumber: String?,
    question: String,
    type: VoteType,
    hasCandidates: Bool
  ) -> VoteKind {
    if legislation != nil { return .legislation }
    let marker = clerkNumber?.uppercased().split(whereSeparator: \.isWhitespace).first
    switch marker {
    case "QUORUM": return .quorum
    case "ADJOURN": return .adjourn
    case "JOURNAL": return .journal
    case "MOTION": return .motion
    default: break
    }
    if hasCandidates || question.lowercased().contains("election of the speaker") {
      return .speakerElection
    }
    if type.method == .quorum { return .quorum }
    let lowered = question.lowercased()
    if lowered.contains("motion to adjourn") { return .adjourn }
    if lowered.contains("approving the journal") { return .journal }
    return .other
  }
}
