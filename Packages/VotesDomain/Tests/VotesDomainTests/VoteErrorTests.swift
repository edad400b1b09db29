import Foundation
import Networking
import Testing

@testable import VotesDomain

@Suite struct VoteErrorTests {
  static let roll = ClerkRoll(year: 2025, roll: 23)

  @Test(arguments: [
    (VoteError.clerkRollNotFound(roll), ["2025/23", "evs/2025/roll023.xml", "check"]),
    (.invalidClerkXML(roll, reason: "malformed XML near line 3"), ["2025/23", "line 3"]),
    (
      .invalidCongressGovResponse(resource: "house-vote/119/1", reason: "not JSON"),
      ["house-vote/119/1"]
    ),
    (.apiKeyMissing, ["API key", "https://api.congress.gov/sign-up/"]),
    (.apiKeyRejected(code: "API_KEY_INVALID"), ["API_KEY_INVALID"]),
    (.rateLimited(retryAfter: nil), ["rate limit", "try again later"]),
    (.rateLimited(retryAfter: .milliseconds(2_500)), ["try again in 3 s"]),
    // A hand-built wait at the end of Int64 rounds up without overflowing.
    (
      .rateLimited(retryAfter: Duration(secondsComponent: .max, attosecondsComponent: 1)),
      ["try again in 9223372036854775807 s"]
    ),
    (
      .congressGovError(code: nil, message: "Unknown resource: senate-vote/119/1"),
      ["Unknown resource"]
    ),
  ])
  func descriptionsAreOneActionableLine(_ error: VoteError, _ fragments: [String]) {
    let text = error.description
    #expect(!text.contains("\n") && !text.contains("\r"))
    #expect(text.count < 200)
    for fragment in fragments { #expect(text.contains(fragment), "\(text)") }
  }

  /// Quoted as sent, only shortened: the app's `Console` sanitises each printed line once.
  @Test func textFromTheNetworkIsQuotedAsSentAndShortened() {
    let message = "line one\nline two\u{1B}[31m " + String(repeating: "x", count: 500)
    let text = VoteError.congressGovError(code: "E\nX", message: message).description
    #expect(text.contains("line one\nline two\u{1B}[31m xxx"))
    #expect(text.contains("(E\nX)"))
    #expect(text.count < 260)
    #expect(text.contains("…"))
  }

  /// A widget waits as long as the Clerk or congress.gov asked, whether the wait came in the
  /// transport's 429 or in congress.gov's own answer.
  @Test func carriesTheWaitTheServiceAskedFor() throws {
    let url = try #require(URL(string: "https://clerk.house.gov/evs/2025/roll023.xml"))
    let limited = NetworkError.rateLimited(url: url, retryAfter: .seconds(90))
    let errors: [(VoteError, Duration?)] = [
      (.network(.clerk, limited), .seconds(90)),
      (.rateLimited(retryAfter: .seconds(30)), .seconds(30)),
      (.rateLimited(retryAfter: nil), nil),
      (.network(.clerk, .timedOut(url: url)), nil),
      (.apiKeyMissing, nil),
    ]
    for (error, wait) in errors {
      #expect(error.retryAfter == wait)
      #expect((error as any Error as? any RetryAdvice)?.retryAfter == wait)
    }
  }

  /// What callers read goes through properties: where the failure came from, why an answer
  /// was unreadable, which key code was refused.
  @Test(arguments: [
    (VoteError.clerkRollNotFound(roll), VoteSourceID.clerk, String?.none, String?.none),
    (.invalidClerkXML(roll, reason: "no <vote-data>"), .clerk, "no <vote-data>", nil),
    (.invalidCongressGovResponse(resource: "r", reason: "not JSON"), .congressGov, "not JSON", nil),
    (.apiKeyMissing, .congressGov, nil, nil),
    (.apiKeyRejected(code: "API_KEY_INVALID"), .congressGov, nil, "API_KEY_INVALID"),
    (.rateLimited(retryAfter: nil), .congressGov, nil, nil),
    (.congressGovError(code: "X", message: "m"), .congressGov, nil, nil),
    (.voteNotFound(VoteID(congress: 119, session: 1, roll: 1), source: .clerk), .clerk, nil, nil),
    (.noRecentVotes(.congressGov, searched: "119/2 or 119/1"), .congressGov, nil, nil),
    (.network(.clerk, .invalidURL("x")), .clerk, nil, nil),
  ])
  func accessorsReadWhatTheFailureHolds(
    _ error: VoteError, _ source: VoteSourceID, _ reason: String?, _ keyCode: String?
  ) {
    #expect(error.source == source)
    #expect(error.reason == reason)
    #expect(error.rejectedKeyCode == keyCode)
  }
}
