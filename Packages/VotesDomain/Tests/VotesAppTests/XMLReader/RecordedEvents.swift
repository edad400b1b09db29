import Foundation

@testable import VotesDomain

/// The events a reader reported, in order, as text: `<name a=v>`, `"text"`, `</name>`
/// (adjacent runs of text joined, as a SAX consumer joins them).
struct RecordedEvents: XMLEventHandler {
  var events: [String] = []

  mutating func start(_ name: String, attributes: [String: String]) {
    let pairs = attributes.sorted { $0.key < $1.key }.map { " \($0.key)=\($0.value)" }
    events.append("<\(name)\(pairs.joined())>")
  }

  mutating func characters(_ text: String) {
    if let last = events.last, last.hasPrefix("\"") {
      events[events.count - 1] = String(last.dropLast()) + text + "\""
    } else {
      events.append("\"\(text)\"")
    }
  }

  mutating func end(_ name: String) {
    events.append("</\(name)>")
  }

  static func of(_ xml: String) -> (events: [String], failure: XMLReadFailure?) {
    var recorded = RecordedEvents()
    let failure = XMLReader.read(Data(xml.utf8), into: &recorded)
    return (recorded.events, failure)
  }
}
