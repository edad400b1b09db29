import Foundation
import Testing
import VotesTestSupport

@testable import VotesDomain

@Suite struct CongressGovErrorTests {
  static let missingKey = "error_403_API_KEY_MISSING_RECONSTRUCTED.json"
  static let overLimit = "error_429_OVER_RATE_LIMIT_RECONSTRUCTED.json"
  static let unknownResource = "GET_senate-vote_119_1_unknown-resource-error.json"

  @Test(arguments: [
    (missingKey, 403, VoteError.apiKeyMissing),
    (overLimit, 429, .rateLimited(retryAfter: nil)),
    (overLimit, 200, .rateLimited(retryAfter: nil)),
    (
      unknownResource, 404,
      .congressGovError(code: nil, message: "Unknown resource: senate-vote/119/1")
    ),
  ])
  func errorBodiesAreRecognised(_ file: String, _ status: Int, _ expected: VoteError) throws {
    #expect(try CongressGovParser.error(inBody: Fixture.data(file), status: status) == expected)
  }

  @Test(arguments: [missingKey, overLimit, unknownResource])
  func parsersThrowTheEnvelopesError(_ file: String) throws {
    let data = try Fixture.data(file)
    let expected = CongressGovParser.error(inBody: data, status: 200)
    #expect(expected != nil)
    #expect(
      thrownError { () throws(VoteError) in try CongressGovParser.vote(from: data, resource: "r") }
        == expected)
    #expect(
      thrownError { () throws(VoteError) in
        try CongressGovParser.voteList(from: data, resource: "r")
      } == expected)
  }

  /// congress.gov sometimes sends its rate-limit error with HTTP 200: a parser that decoded
  /// blindly would call it a malformed vote.
  @Test func rateLimitWithStatus200IsNotAMalformedVote() throws {
    let data = try Fixture.data(Self.overLimit)
    let error = thrownError { () throws(VoteError) in
      try CongressGovParser.vote(from: data, resource: "house-vote/119/1/240")
    }
    #expect(error == .rateLimited(retryAfter: nil))
  }

  @Test func retryAfterIsCarried() throws {
    let error = try CongressGovParser.error(
      inBody: Fixture.data(Self.overLimit), status: 429, retryAfter: .seconds(90))
    #expect(error == .rateLimited(retryAfter: .seconds(90)))
    #expect(error?.description.contains("in 90 s") == true)
  }

  @Test(arguments: [
    (
      #"{"error":{"code":"API_KEY_INVALID","message":"An invalid api_key was supplied."}}"#, 403,
      VoteError.apiKeyRejected(code: "API_KEY_INVALID")
    ),
    (
      #"{"error":{"code":"API_KEY_DISABLED","message":"disabled"}}"#, 403,
      .apiKeyRejected(code: "API_KEY_DISABLED")
    ),
    (
      #"{ "error": { "code": "OVER_RATE_LIMIT", "message": "You have exceeded your rat"#, 429,
      .rateLimited(retryAfter: nil)
    ),
    (#"{ "error": { "code": "API_KEY_MISSING", "mess"#, 403, .apiKeyMissing),
    ("<html>Forbidden</html>", 403, .apiKeyRejected(code: "HTTP 403")),
    ("", 429, .rateLimited(retryAfter: nil)),
  ])
  func otherErrorShapes(_ body: String, _ status: Int, _ expected: VoteError) {
    #expect(CongressGovParser.error(inBody: Data(body.utf8), status: status) == expected)
  }

  @Test(arguments: [
    CongressGovParserTests.suspension, CongressGovParserTests.speaker, CongressGovParserTests.list,
  ])
  func goodAnswersAreNotErrors(_ file: String) throws {
    #expect(try CongressGovParser.error(inBody: Fixture.data(file), status: 200) == nil)
  }

  @Test(arguments: [
    (CongressGovParserTests.members, "houseRollCallVote"),
    (CongressGovParserTests.list, "houseRollCallVote"),
    ("not json", "not JSON"),
    (#"{"houseRollCallVote": {"congress": "119"}}"#, "houseRollCallVote.congress"),
    (#"{"houseRollCallVote": {"congress": 119, "sessionNumber": 1}}"#, "rollCallNumber"),
  ])
  func malformedDetailsNameWhatIsWrong(_ source: String, _ fragment: String) throws {
    let data = source.hasSuffix(".json") ? try Fixture.data(source) : Data(source.utf8)
    let error = thrownError { () throws(VoteError) in
      try CongressGovParser.vote(from: data, resource: "house-vote/119/1/240")
    }
    let resource = "house-vote/119/1/240"
    guard let reason = error?.reason,
      error == .invalidCongressGovResponse(resource: resource, reason: reason)
    else {
      Issue.record("expected invalidCongressGovResponse, got \(String(describing: error))")
      return
    }
    #expect(reason.contains(fragment), "\(reason)")
  }

  @Test func malformedListNamesWhatIsWrong() throws {
    let data = try Fixture.data(CongressGovParserTests.suspension)
    let error = thrownError { () throws(VoteError) in
      try CongressGovParser.voteList(from: data, resource: "house-vote/119/1")
    }
    #expect(
      error
        == .invalidCongressGovResponse(
          resource: "house-vote/119/1", reason: "no \"houseRollCallVotes\" in the top level"))
  }
}
