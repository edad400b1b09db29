import AppCommandLine
import Foundation
import Networking
import Testing
import VotesDomain
import WidgetHost

@testable import VotesApp

@Suite struct VotesFailureTests {
  static let environment = AppEnvironment(app: "votes", variables: [:], stdoutIsTerminal: false)
  static let url = URL(string: "http://127.0.0.1:9/evs/2025/roll001.xml")!
  static let api = URL(string: "http://127.0.0.1:9/v3/house-vote/119/1")!

  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let error: VoteError
    let code: ExitCode
    let says: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "missing roll", error: .clerkRollNotFound(ClerkRoll(year: 2025, roll: 999)),
      code: .notFound, says: "no roll 2025/999"),
    Case(
      name: "no vote",
      error: .voteNotFound(
        VoteID(congress: 119, session: 1, roll: 9),
        source: .congressGov), code: .notFound, says: "has no vote 119/1/9"),
    Case(
      name: "no votes", error: .noRecentVotes(.clerk, searched: "2025 or 2024"), code: .notFound,
      says: "check the base URL"),
    Case(
      name: "bad XML", error: .invalidClerkXML(ClerkRoll(year: 2025, roll: 1), reason: "x"),
      code: .dataError, says: "not a roll-call vote XML"),
    Case(
      name: "bad JSON",
      error: .invalidCongressGovResponse(resource: "house-vote/119/1", reason: "no list"),
      code: .dataError, says: "unexpected answer"),
    Case(
      name: "rate limit", error: .rateLimited(retryAfter: .seconds(60)), code: .tryAgainLater,
      says: "try again in 60 s"),
    Case(
      name: "no key", error: .apiKeyMissing, code: .usage,
      says: "set CONGRESS_API_KEY to a valid key (https://api.congress.gov/sign-up/), "
        + "or use --source clerk"),
    Case(
      name: "refused key", error: .apiKeyRejected(code: "API_KEY_DISABLED"), code: .usage,
      says: "rejected the API key (API_KEY_DISABLED): set CONGRESS_API_KEY"),
    Case(
      name: "other API error", error: .congressGovError(code: nil, message: "Unknown resource"),
      code: .unavailable, says: "Unknown resource"),
    Case(
      name: "timeout", error: .network(.clerk, .timedOut(url: url)), code: .tryAgainLater,
      says: "timed out"),
    Case(
      name: "429", error: .network(.clerk, .rateLimited(url: url, retryAfter: nil)),
      code: .tryAgainLater, says: "HTTP 429"),
    Case(
      name: "refused", error: .network(.clerk, .cannotConnect(url: url, reason: "refused")),
      code: .unavailable, says: "--base-url or VOTES_BASE_URL"),
    Case(
      name: "congress 503",
      error: .network(.congressGov, .httpStatus(status: 503, url: api, bodyExcerpt: "down")),
      code: .unavailable, says: "--base-url or CONGRESS_BASE_URL"),
  ]

  /// The failure `votes` shows: its own words where it has them, else the shared ones.
  static func failure(for error: any Error) -> CommandFailure {
    AppMain.failure(
      for: error, environment: environment,
      mapError: { VotesCommandLine.failure(for: $0, environment: environment) })
  }

  @Test(arguments: cases)
  func mapsToTheExitCodeAndOneLine(_ test: Case) throws {
    let failure = Self.failure(for: test.error)
    #expect(failure.exitCode == test.code)
    #expect(failure.description.contains(test.says))
    #expect(!failure.description.contains("\n"))
  }

  /// Only a transport failure (its source's variable) and the API key need the app's words;
  /// the domain's other failures are worded by AppMain from their kind, the same in every app.
  @Test func theAppWordsOnlyWhatItKnowsBetter() {
    #expect(
      VotesCommandLine.failure(for: CancellationError(), environment: Self.environment) == nil)
    for test in Self.cases {
      let own = VotesCommandLine.failure(for: test.error, environment: Self.environment)
      let needsOwnWords = test.error.networkError != nil || test.error.kind == .credentials
      #expect((own != nil) == needsOwnWords, "\(test.name)")
    }
  }
}
