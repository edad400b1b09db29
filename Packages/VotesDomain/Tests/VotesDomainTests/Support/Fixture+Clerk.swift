import Foundation
import VotesTestSupport

@testable import VotesDomain

#if canImport(FoundationXML)
  import FoundationXML
#endif

extension Fixture {
  /// Parses a Clerk fixture, naming the roll after the file.
  static func clerkVote(_ name: String) throws -> Vote {
    try ClerkXMLParser.vote(from: data(name), roll: roll(for: name))
  }

  /// The SAX pass alone, for what the parser reads before giving it meaning.
  static func clerkDocument(_ name: String) throws -> ClerkVoteDocument {
    let body = ClerkXMLParser.withoutByteOrderMark(try data(name))
    let parser = ClerkXMLParser.makeParser(for: body)
    let delegate = ClerkXMLDelegate()
    parser.delegate = delegate
    _ = parser.parse()
    return delegate.document
  }

  /// Parses a congress.gov detail fixture.
  static func congressGovVote(_ name: String) throws -> Vote {
    try CongressGovParser.vote(from: data(name), resource: name)
  }
}
