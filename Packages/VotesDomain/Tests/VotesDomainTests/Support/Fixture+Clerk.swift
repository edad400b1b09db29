import Foundation
import VotesTestSupport

@testable import VotesDomain

extension Fixture {
  /// Parses a Clerk fixture, naming the roll after the file.
  static func clerkVote(_ name: String) throws -> Vote {
    try ClerkXMLParser.vote(from: data(name), roll: roll(for: name))
  }

  /// The reader's pass alone, for what the parser reads before giving it meaning.
  static func clerkDocument(_ name: String) throws -> ClerkVoteDocument {
    let body = ClerkXMLParser.withoutByteOrderMark(try data(name))
    var delegate = ClerkXMLDelegate()
    _ = XMLReader.read(body, into: &delegate)
    return delegate.document
  }

  /// Parses a congress.gov detail fixture.
  static func congressGovVote(_ name: String) throws -> Vote {
    try CongressGovParser.vote(from: data(name), resource: name)
  }
}
