import Foundation
import Networking
import Testing

@testable import VotesDomain

@Suite struct VoteErrorNetworkTests {
  static let url = URL(fileURLWithPath: "/")
  static let rollURL = URL(string: "https://clerk.house.gov/evs/2025/roll196.xml") ?? url

  @Test(arguments: [
    (
      VoteError.network(.clerk, .cannotConnect(url: rollURL, reason: "connection refused")),
      "clerk.house.gov cannot be reached", "set CONGRESS_API_KEY to use congress.gov"
    ),
    (.network(.clerk, .timedOut(url: rollURL)), "clerk.house.gov is not answering", "try again"),
    (
      .network(.clerk, .httpStatus(code: 503, url: rollURL, bodyExcerpt: "")),
      "clerk.house.gov is failing", "try again later"
    ),
    (
      .network(.congressGov, .httpStatus(code: 502, url: rollURL, bodyExcerpt: "bad\ngateway")),
      "congress.gov is failing", "use the Clerk's XML"
    ),
    (
      .network(.clerk, .rateLimited(url: rollURL, retryAfter: nil)),
      "clerk.house.gov asks to slow down", "in a minute"
    ),
    (
      .network(.clerk, .httpStatus(code: 410, url: rollURL, bodyExcerpt: "")),
      "clerk.house.gov refused the request", "check the base URL"
    ),
    (.network(.clerk, .invalidURL("ftp://x")), "the address for clerk.house.gov", "base URL"),
    (.network(.congressGov, .cancelled(url: rollURL)), "the request to congress.gov", "cancelled"),
    (
      .voteNotFound(VoteID(congress: 119, session: 1, roll: 999), source: .congressGov),
      "congress.gov has no vote 119/1/999", "check the congress"
    ),
    (.noRecentVotes(.clerk, searched: "2026 or 2025"), "clerk.house.gov has no votes", "base URL"),
  ])
  func networkDescriptionsSayWhatHappenedAndWhatToDo(
    _ error: VoteError, _ start: String, _ advice: String
  ) {
    let text = error.description
    #expect(text.hasPrefix(start), "\(text)")
    #expect(text.contains(advice), "\(text)")
  }

  @Test(arguments: [
    (VoteError.clerkRollNotFound(ClerkRoll(year: 2025, roll: 1)), true),
    (.voteNotFound(VoteID(congress: 119, session: 1, roll: 1), source: .clerk), true),
    (.noRecentVotes(.congressGov, searched: "x"), true),
    (.apiKeyMissing, false),
    (.network(.clerk, .timedOut(url: url)), false),
    (.invalidClerkXML(ClerkRoll(year: 2025, roll: 1), reason: "x"), false),
  ])
  func notFoundIsOneQuestion(_ error: VoteError, _ isNotFound: Bool) {
    #expect(error.isNotFound == isNotFound)
  }

  @Test func theNetworkErrorStaysReachable() {
    let inner = NetworkError.timedOut(url: Self.rollURL)
    #expect(VoteError.network(.clerk, inner).networkError == inner)
    #expect(VoteError.apiKeyMissing.networkError == nil)
  }

  @Test func equalErrorsHashEqually() {
    let errors: [VoteError] = [
      .network(.clerk, .timedOut(url: Self.rollURL)),
      .network(.clerk, .timedOut(url: Self.rollURL)),
      .network(.congressGov, .timedOut(url: Self.rollURL)),
      .apiKeyMissing,
    ]
    #expect(Set(errors).count == 3)
  }

  @Test(arguments: [
    (VoteSourceID.clerk, "clerk", "clerk.house.gov"),
    (.congressGov, "congress-gov", "congress.gov"),
  ])
  func sourcesHaveACommandLineNameAndASiteName(
    _ source: VoteSourceID, _ raw: String, _ site: String
  ) {
    #expect(source.rawValue == raw)
    #expect(VoteSourceID(rawValue: raw) == source)
    #expect(source.description == site)
    #expect(source.defaultBaseURL.scheme == "https")
  }
}
