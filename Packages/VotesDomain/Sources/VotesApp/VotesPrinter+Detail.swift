import Foundation
import TextRendering
import VotesDomain
import VotesWidget

extension VotesPrinter {
  /// The width of the detail sheet's labels, `candidates:` and a space.
  static let labelWidth = 12

  /// The detail sheet of one vote: what was asked, the result, the counts (by party, or by
  /// candidate), the link the widget opens and the Clerk's record.
  static func detail(_ vote: Vote) -> String {
    let words = vote.voteType.usesAyesAndNoes ? ("ayes", "noes") : ("yeas", "nays")
    var lines = ["Vote \(vote.id) (roll \(vote.rollCall) of \(vote.id.clerkYear))"]
    func field(_ name: String, _ value: String) {
      lines.append("  " + "\(name):".padded(toWidth: labelWidth) + value)
    }
    field("measure", measure(vote))
    if let amendment = vote.amendment {
      let parts = [amendment.number.map { "No. \($0)" }, amendment.author]
      field("amendment", parts.compactMap { $0 }.joined(separator: ", ").sanitizedForTerminal)
    }
    field("question", vote.question.isEmpty ? "-" : vote.question.sanitizedForTerminal)
    field("result", result(vote))
    let tally = vote.tally
    let abstentions = "\(tally.present) present, \(tally.notVoting) not voting"
    if vote.candidateTotals.isEmpty {
      field("tally", "\(tally.yea) \(words.0), \(tally.nay) \(words.1), \(abstentions)")
    } else {
      let candidates = vote.candidateTotals.map { "\($0.name.sanitizedForTerminal) \($0.total)" }
      field("candidates", candidates.joined(separator: ", "))
      field("tally", abstentions)
    }
    lines += partyLines(vote, words: words)
    let type = vote.voteType.published.isEmpty ? "-" : vote.voteType.published
    field("type", "\(type.sanitizedForTerminal) · \(vote.chamber.label)")
    // An unreadable date is the published text: from the network, like the rest.
    field("date", VoteDateText(vote.time).full.sanitizedForTerminal)
    for note in vote.notes { field("note", note.sanitizedForTerminal) }
    field("link", VoteRoute(id: vote.id).urlString)
    field("record", clerkRecord(vote))
    return lines.joined(separator: "\n")
  }

  /// `S 5, Laken Riley Act`, or the kind of vote on no bill.
  static func measure(_ vote: Vote) -> String {
    let title = (vote.shortTitle ?? "").sanitizedForTerminal
    let number = vote.displayNumber.sanitizedForTerminal
    return title.isEmpty ? number : "\(number), \(title)"
  }

  /// `  by party:  Republican  217 yeas    0 nays  0 present   1 not voting`, one line a party.
  static func partyLines(_ vote: Vote, words: (String, String)) -> [String] {
    let rows = vote.partyTotals.filter { $0.tally.total > 0 }
    let nameWidth = rows.map { $0.party.name.sanitizedForTerminal.terminalWidth }.max() ?? 0
    let columns: [KeyPath<Tally, Int>] = [\.yea, \.nay, \.present, \.notVoting]
    let widths = columns.map { column in
      rows.map { String($0.tally[keyPath: column]).count }.max() ?? 1
    }
    func count(_ tally: Tally, _ index: Int) -> String {
      String(tally[keyPath: columns[index]]).padded(toWidth: widths[index], alignment: .trailing)
    }
    return rows.enumerated().map { index, row in
      let label = index == 0 ? "by party:" : ""
      let tally = row.tally
      return "  " + label.padded(toWidth: labelWidth)
        + row.party.name.sanitizedForTerminal.padded(toWidth: nameWidth)
        + "  \(count(tally, 0)) \(words.0)  \(count(tally, 1)) \(words.1)"
        + "  \(count(tally, 2)) present  \(count(tally, 3)) not voting"
    }
  }

  /// The Clerk's XML for the vote, `https://clerk.house.gov/evs/{year}/roll{NNN}.xml`.
  static func clerkRecord(_ vote: Vote) -> String {
    VoteSourceID.clerk.defaultBaseURL.appendingPathComponent(vote.id.clerkRoll.path).absoluteString
  }
}
