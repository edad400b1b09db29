import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The SAX delegate that fills a ``ClerkVoteDocument``.
///
/// Internal and not `Sendable`: one instance lives inside one synchronous call of
/// ``ClerkXMLParser/vote(from:roll:)`` and never leaves it.
final class ClerkXMLDelegate: NSObject, XMLParserDelegate {
  private(set) var document = ClerkVoteDocument()
  private var path: [String] = []
  private var text = ""
  private var row: [String: String] = [:]

  private static let totalsRows: Set = ["totals-by-party", "totals-by-vote", "totals-by-candidate"]

  func parser(
    _ parser: XMLParser,
    didStartElement elementName: String,
    namespaceURI: String?,
    qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    if document.rootElement == nil { document.rootElement = elementName }
    path.append(elementName)
    text = ""
    switch elementName {
    case "action-time": document.actionTime24 = attributes["time-etz"]
    case "recorded-vote": document.recordedVoteCount += 1
    case _ where Self.totalsRows.contains(elementName): row = [:]
    default: break
    }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    text += string
  }

  func parser(_ parser: XMLParser, foundCDATA block: Data) {
    text += String(decoding: block, as: UTF8.self)
  }

  func parser(
    _ parser: XMLParser,
    didEndElement elementName: String,
    namespaceURI: String?,
    qualifiedName: String?
  ) {
    let parent = path.dropLast().last
    let value = text.trimmed
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

  /// Files a finished totals row.
  private func endRow(_ elementName: String) {
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
