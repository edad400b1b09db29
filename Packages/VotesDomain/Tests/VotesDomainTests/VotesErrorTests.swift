import Foundation
import Networking
import Testing

@testable import VotesDomain

@Suite struct VotesErrorTests {
  static let roll = ClerkRoll(year: 2025, roll: 23)

  @Test(arguments: [
    (VotesError.clerkRollNotFound(roll), ["2025/23", "evs/2025/roll023.xml", "check"]),
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
  func descriptionsAreOneActionableLine(_ error: VotesError, _ fragments: [String]) {
    let text = error.description
    #expect(!text.contains("\n") && !text.contains("\r"))
    #expect(text.count < 200)
    for fragment in fragments { #expect(text.contains(fragment), "\(text)") }
  }

  /// Quoted as sent, only shortened: the app's `Console` sanitises each printed line once.
  @Test func textFromTheNetworkIsQuotedAsSentAndShortened() {
    let message = "line one\nline two\u{1B}[31m " + String(repeating: "x", count: 500)
    let text = VotesError.congressGovError(code: "E\nX", message: message).description
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
    let errors: [(VotesError, Duration?)] = [
      (.network(.clerk, limited), .seconds(90)),
      (.rateLimited(retryAfter: .seconds(30)), .seconds(30)),
      (.rateLimited(retryAfter: nil), nil),
      (.network(.clerk, .timedOut(url: url)), nil),
      (.apiKeyMissing, nil),
    ]
    for (error, wait) in errors {
      #expect((error as any Error as? any ServiceRetryAdvice)?.serviceRetryAfter == wait)
    }
  }
}
