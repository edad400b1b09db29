import Networking

/// The reader's handler that fills a ``ClerkVoteDocument``.
///
/// Every text it keeps is bounded as it is read (``limit(for:)``): a 1 MB question or name
/// from the Clerk never reaches a ``Vote``.
///
/// One instance lives inside one synchronous call of ``ClerkXMLParser/vote(from:roll:)`` and
/// never leaves it.
struct ClerkXMLDelegate: XMLEventHandler {
  private(set) var document = ClerkVoteDocument()
  private var path: [String] = []
  private var text = ""
  private var row: [String: String] = [:]

  private static let totalsRows: Set = ["totals-by-party", "totals-by-vote", "totals-by-candidate"]

  mutating func start(_ elementName: String, attributes: [String: String]) {
    if document.rootElement == nil { document.rootElement = TextLimit.name.bound(elementName) }
    path.append(elementName)
    text = ""
    switch elementName {
    case "action-time": document.actionTime24 = attributes["time-etz"].map(TextLimit.name.bound)
    case "recorded-vote": document.recordedVoteCount += 1
    case _ where Self.totalsRows.contains(elementName): row = [:]
    default: break
    }
  }

  mutating func characters(_ string: String) {
    text += string
  }

  mutating func end(_ elementName: String) {
    let parent = path.dropLast().last
    let value = Self.limit(for: elementName).bound(text.trimmed)
    if parent == "vote-metadata" {
      document.metadata[elementName] = value
      if elementName == "committee" { document.sawCommittee = true }
    } else if let parent, Self.totalsRows.contains(parent) {
      row[elementName] = value
    } else if parent == "recorded-vote", elementName == "vote" {
      document.record(memberVote: value)
    }
    endRow(elementName)
    if !path.isEmpty { path.removeLast() }
    text = ""
  }

  /// How long an element's text may be: a title for the question, the description (a bill's
  /// title) and the amendment's author, longer text for a correction note, a name for the
  /// rest (numbers, dates, the vote type and result, the bill number, parties, candidates,
  /// members' votes).
  static func limit(for elementName: String) -> TextLimit {
    switch elementName {
    case "vote-question", "vote-desc", "amendment-author": .title
    case "vote-correction": .text
    default: .name
    }
  }

  /// Files a finished totals row.
  private mutating func endRow(_ elementName: String) {
    switch elementName {
    case "totals-by-party":
      let party = Party(row["party"] ?? "")
      let tally = document.tally(from: row, in: "totals-by-party \(party)")
      document.partyRows.append(PartyTotals(party: party, tally: tally))
    case "totals-by-vote":
      document.totalsByVote = document.tally(from: row, in: elementName)
    case "totals-by-candidate":
      let name = row["candidate"] ?? ""
      let total = document.count(row, "candidate-total", in: "totals-by-candidate \(name)")
      document.candidateRows.append(CandidateTotal(name: name, total: total))
    default:
      break
    }
  }
}
