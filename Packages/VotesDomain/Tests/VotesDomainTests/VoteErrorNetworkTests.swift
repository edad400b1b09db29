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
      "clerk.house.gov: cannot connect to", "; try again later, or set CONGRESS_API_KEY"
    ),
    (.network(.clerk, .timedOut(url: rollURL)), "clerk.house.gov: timed out", "; try again"),
    (
      .network(.clerk, .httpStatus(status: 408, url: rollURL, bodyExcerpt: "")),
      "clerk.house.gov: HTTP 408", "; try again later"
    ),
    (
      .network(.clerk, .httpStatus(status: 503, url: rollURL, bodyExcerpt: "")),
      "clerk.house.gov: HTTP 503", "; try again later"
    ),
    (
      .network(.congressGov, .httpStatus(status: 502, url: rollURL, bodyExcerpt: "bad\ngateway")),
      "congress.gov: HTTP 502", "; try again later, or use the Clerk's XML"
    ),
    (
      .network(.clerk, .rateLimited(url: rollURL, retryAfter: nil)),
      "clerk.house.gov: HTTP 429", "; try again later"
    ),
    (
      .network(.clerk, .httpStatus(status: 410, url: rollURL, bodyExcerpt: "")),
      "clerk.house.gov: HTTP 410", "; check the base URL"
    ),
    (.network(.clerk, .invalidURL("ftp://x")), "clerk.house.gov: invalid URL", "base URL"),
    (.network(.congressGov, .cancelled(url: rollURL)), "congress.gov: request to", "cancelled"),
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

  /// A transport failure is worded by its ``NetworkError`` alone: the source adds its site's
  /// name before it and, after it, its advice, chosen by whether the failure is temporary.
  @Test func aTransportFailureIsTheNetworkErrorInItsOwnWords() {
    let limited = NetworkError.rateLimited(url: Self.rollURL, retryAfter: .seconds(30))
    #expect(
      VoteError.network(.clerk, limited).description
        == "clerk.house.gov: \(limited); try again later, or set CONGRESS_API_KEY to use "
        + "congress.gov")
    let gone = NetworkError.httpStatus(status: 410, url: Self.rollURL, bodyExcerpt: "gone")
    #expect(
      VoteError.network(.congressGov, gone).description
        == "congress.gov: \(gone); check the base URL")
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
