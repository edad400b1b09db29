import AppCommandLine
import Foundation
import TextRendering
import VotesDomain
import VotesWidget
import WidgetHost

/// How the app face prints votes: aligned list lines, the detail sheet, one-line summaries and
/// JSON. Titles, questions and names come from the network, so they are sanitised before they
/// reach the terminal.
enum VotesPrinter {
  /// The narrowest the title column gets, however narrow the terminal.
  static let minimumTitleWidth = 10

  /// `119/1/195  Jul 15, 2025  H RES 580  Failed  196–223  Providing for…` lines, columns
  /// aligned, each cut to `width` cells.
  static func listLines(_ votes: [Vote], width: Int) -> [String] {
    let rows = votes.map { vote in
      [
        vote.id.description, VoteDateText(vote.time).day.sanitizedForTerminal,
        vote.displayNumber.sanitizedForTerminal,
        result(vote), tally(vote),
      ]
    }
    let widths = (0..<5).map { column in rows.map { $0[column].terminalWidth }.max() ?? 0 }
    let alignments: [TextAlignment] = [.leading, .leading, .leading, .leading, .trailing]
    return zip(rows, votes).map { row, vote in
      let prefix = (0..<5).map { row[$0].padded(toWidth: widths[$0], alignment: alignments[$0]) }
        .joined(separator: "  ")
      let room = max(width - prefix.terminalWidth - 2, minimumTitleWidth)
      return prefix + "  " + title(vote).truncated(toWidth: room)
    }
  }

  /// The result as published, "Vacated", or "-" when none was published.
  static func result(_ vote: Vote) -> String {
    if vote.isVacated { return "Vacated" }
    let published = vote.result.published.sanitizedForTerminal
    return published.isEmpty ? "-" : published
  }

  /// The counts in a few cells: `263–156`; the two leading candidates' for a Speaker
  /// election; `433 present` for a quorum call.
  static func tally(_ vote: Vote) -> String {
    if !vote.candidateTotals.isEmpty {
      return vote.candidateTotals.prefix(2).map { String($0.total) }.joined(separator: "–")
    }
    if vote.kind == .quorum || vote.voteType.method == .quorum {
      return "\(vote.tally.present) present"
    }
    return "\(vote.tally.yea)–\(vote.tally.nay)"
  }

  /// The measure's title, else the question, sanitised.
  static func title(_ vote: Vote) -> String {
    let title = (vote.shortTitle ?? "").sanitizedForTerminal
    if !title.isEmpty { return title }
    let question = vote.question.sanitizedForTerminal
    return question.isEmpty ? "(no title)" : question
  }

  /// One line for a timeline entry: `119/1/195 · H RES 580 · Failed 196–223 · votes://…`.
  static func summary(_ vote: Vote) -> String {
    [
      vote.id.description, vote.displayNumber.sanitizedForTerminal,
      "\(result(vote)) \(tally(vote))", VoteRoute(id: vote.id).urlString,
    ].joined(separator: " · ")
  }

  /// Votes as pretty-printed JSON with sorted keys and ISO 8601 dates.
  static func json(_ value: some Encodable) throws -> String {
    try JSONOutput.encode(value)
  }
}
