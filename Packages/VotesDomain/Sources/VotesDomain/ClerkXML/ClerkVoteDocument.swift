/// What the SAX pass reads from a Clerk roll-call XML, before any meaning is given to it.
struct ClerkVoteDocument {
  /// The name of the first element: `rollcall-vote` for a vote, `html` for the 404 page.
  var rootElement: String?
  /// The text of each child of `<vote-metadata>`, trimmed, by element name.
  var metadata: [String: String] = [:]
  /// Whether the metadata said `<committee>` (the Committee of the Whole) for `<chamber>`.
  var sawCommittee = false
  /// The `time-etz` attribute of `<action-time>`: the time on a 24-hour clock, e.g. `14:33`.
  var actionTime24: String?
  /// The `<totals-by-party>` rows, in published order.
  var partyRows: [PartyTotals] = []
  /// The `<totals-by-vote>` row.
  var totalsByVote: Tally?
  /// The `<totals-by-candidate>` rows, in published order.
  var candidateRows: [CandidateTotal] = []
  /// How many `<recorded-vote>` elements `<vote-data>` holds.
  var recordedVoteCount = 0
  /// The members' votes counted one by one (Aye counted as yea, No as nay).
  var recordedTally = Tally.zero
  /// Members' votes that are not Yea/Aye/Nay/No/Present/Not Voting: names of candidates.
  var recordedCandidates: [String: Int] = [:]
  /// The first thing found that cannot be read, such as a count that is not a number.
  var problem: String?

  /// Counts one member's `<vote>`.
  mutating func record(memberVote: String) {
    switch memberVote.lowercased() {
    case "yea", "aye", "yes": recordedTally.yea += 1
    case "nay", "no": recordedTally.nay += 1
    case "present": recordedTally.present += 1
    case "not voting": recordedTally.notVoting += 1
    default: recordedCandidates[memberVote, default: 0] += 1
    }
  }

  /// Reads a totals row's four counts (`yea-total`, `nay-total`, `present-total`,
  /// `not-voting-total`); a missing count is zero, one that is not a number is a problem.
  mutating func tally(from row: [String: String], in element: String) -> Tally {
    Tally(
      yea: count(row, "yea-total", in: element),
      nay: count(row, "nay-total", in: element),
      present: count(row, "present-total", in: element),
      notVoting: count(row, "not-voting-total", in: element)
    )
  }

  /// A count in a row; zero when missing; records a problem when it is not a number or not
  /// a count the House can have (``Tally/plausibleCounts``).
  mutating func count(_ row: [String: String], _ field: String, in element: String) -> Int {
    guard let text = row[field], !text.isEmpty else { return 0 }
    let shown = text.prefix(40)
    guard text.allSatisfy({ $0.isASCII && $0.isNumber }) else {
      problem = problem ?? "<\(field)> in <\(element)> is \"\(shown)\", not a number"
      return 0
    }
    guard let value = text.decimalValue, Tally.plausibleCounts.contains(value) else {
      problem =
        problem ?? "<\(field)> in <\(element)> is \(shown), not in \(Tally.plausibleCountsText)"
      return 0
    }
    return value
  }
}
