import Foundation
import Testing
import VotesTestSupport

@testable import VotesDomain

@Suite struct ClerkXMLErrorTests {
  static let roll = ClerkRoll(year: 2025, roll: 23)

  enum Expected: Sendable {
    case notFound
    case invalid(mentioning: String)
  }

  static let clerk404 = """
    <!DOCTYPE html>
    <html lang="en"><head><title>Page Not Found | Clerk of the House</title></head>
    <body><h1>Page Not Found</h1><p>The page you requested could not be found.</body></html>
    """

  static let cases: [(String, String, Expected)] = [
    ("the Clerk's HTML 404 page", clerk404, .notFound),
    (
      "an XHTML page", #"<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"></html>"#,
      .notFound
    ),
    ("a bare html element", "<html><body>gone</body></html>", .notFound),
    ("an empty body", "", .invalid(mentioning: "empty")),
    ("JSON", #"{"error": "nope"}"#, .invalid(mentioning: "starts with")),
    (
      "another document", #"<?xml version="1.0"?><senate-vote/>"#,
      .invalid(mentioning: "<senate-vote>")
    ),
    (
      "unclosed XML", "<rollcall-vote><vote-metadata><congress>119",
      .invalid(mentioning: "malformed")
    ),
    (
      "a vote with no congress",
      "<rollcall-vote><vote-metadata><session>1st</session><rollcall-num>23</rollcall-num>"
        + "</vote-metadata></rollcall-vote>", .invalid(mentioning: "<congress>")
    ),
    (
      "a vote with no roll number",
      "<rollcall-vote><vote-metadata><congress>119</congress><session>1st</session>"
        + "</vote-metadata></rollcall-vote>", .invalid(mentioning: "<rollcall-num>")
    ),
    (
      "a count that is not a number",
      "<rollcall-vote><vote-metadata><congress>119</congress><session>1st</session>"
        + "<rollcall-num>23</rollcall-num><vote-totals><totals-by-vote><yea-total>many</yea-total>"
        + "</totals-by-vote></vote-totals></vote-metadata></rollcall-vote>",
      .invalid(mentioning: "yea-total")
    ),
  ]

  @Test(arguments: cases)
  func unreadableBodies(_ label: String, _ body: String, _ expected: Expected) throws {
    let error = try #require(
      thrownError { () throws(VoteError) in
        try ClerkXMLParser.vote(from: Data(body.utf8), roll: Self.roll)
      }, "\(label)")
    #expect(error.description.contains("2025/23"), "\(label)")
    #expect(!error.description.contains("\n"), "\(label)")
    switch expected {
    case .notFound:
      #expect(error == .clerkRollNotFound(Self.roll), "\(label)")
    case .invalid(let fragment):
      let reason = error.reason ?? ""
      #expect(error == .invalidClerkXML(Self.roll, reason: reason), "\(label): \(error)")
      #expect(reason.contains(fragment), "\(label): \(reason)")
    }
  }

  @Test func aTruncatedFileIsMalformed() throws {
    let data = try Fixture.data("roll-2025-023_S5-passage_yea-nay.xml")
    let half = Data(data.prefix(data.count / 2))
    let error = thrownError { () throws(VoteError) in
      try ClerkXMLParser.vote(from: half, roll: Self.roll)
    }
    guard let reason = error?.reason, error == .invalidClerkXML(Self.roll, reason: reason) else {
      Issue.record("expected invalidClerkXML, got \(String(describing: error))")
      return
    }
    #expect(reason.contains("malformed XML"))
  }

  /// The parser never fetches the DTD or an external entity: a document that declares an
  /// entity pointing at a local file and uses it is malformed (XMLReader knows XML's five
  /// entities alone), and the file's text appears nowhere.
  @Test func externalEntitiesAreNotResolved() throws {
    let secret = "SECRET-\(UUID().uuidString)"
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("votes-entity-\(UUID().uuidString).txt")
    try Data(secret.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE rollcall-vote [<!ENTITY leak SYSTEM "\(file.absoluteString)">]>
      <rollcall-vote><vote-metadata><congress>119</congress><session>1st</session>
      <rollcall-num>23</rollcall-num><vote-desc>title &leak;</vote-desc></vote-metadata>
      </rollcall-vote>
      """
    let outcome = Result { () throws(VoteError) in
      try ClerkXMLParser.vote(from: Data(xml.utf8), roll: Self.roll)
    }
    guard case .failure(let error) = outcome else {
      Issue.record("a document using an undeclared entity was read: \(outcome)")
      return
    }
    #expect(error == .invalidClerkXML(Self.roll, reason: error.reason ?? ""))
    #expect(error.reason?.contains("undeclared entity") == true, "\(error)")
    #expect(!error.description.contains(secret))
  }
}
