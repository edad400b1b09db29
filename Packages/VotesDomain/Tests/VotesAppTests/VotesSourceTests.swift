import Foundation
import Testing

@testable import VotesApp

/// Which source the app reads, and what happens when congress.gov is chosen without a key or
/// refuses it.
@Suite struct VotesSourceTests {
  let harness: Harness

  init() throws { harness = try Harness(rolls: 3) }

  @Test func theClerkIsTheDefaultWithoutAKey() async {
    let run = await harness.votes(["show", "119/1/1"])
    #expect(run.status == 0)
    #expect(harness.clerk.paths == ["/evs/2025/roll001.xml"])
  }

  @Test(arguments: [["show", "119/1/1"], ["--source", "congress-gov", "show", "119/1/1"]])
  func aKeyTurnsOnCongressGovAndARefusedKeyExits64WithAdvice(_ arguments: [String]) async {
    let run = await harness.votes(arguments, extra: ["CONGRESS_API_KEY": "not-a-key"])
    #expect(run.status == 64)
    #expect(run.stderr.contains("rejected the API key (API_KEY_INVALID)"))
    #expect(run.stderr.contains("set CONGRESS_API_KEY to a valid key"))
    #expect(run.stderr.contains("or use --source clerk"))
    #expect(!run.stderr.contains("not-a-key"))
    #expect(harness.clerk.paths.allSatisfy { $0.hasPrefix("/v3/house-vote/") })
    #expect(!harness.clerk.paths.isEmpty)
  }

  @Test func sourceClerkWinsOverAKey() async {
    let run = await harness.votes(
      ["--source", "clerk", "show", "119/1/2"], extra: ["CONGRESS_API_KEY": "a-key"])
    #expect(run.status == 0)
    #expect(harness.clerk.paths == ["/evs/2025/roll002.xml"])
  }

  @Test(arguments: ["", "   "])
  func congressGovWithoutAKeyExits64BeforeAnyRequest(_ key: String) async {
    let run = await harness.votes(
      ["--source", "congress-gov", "list"], extra: ["CONGRESS_API_KEY": key])
    #expect(run.status == 64)
    #expect(
      run.stderr == "votes: congress.gov needs an API key: set CONGRESS_API_KEY to a "
        + "valid key (https://api.congress.gov/sign-up/), or use --source clerk\n")
    #expect(harness.clerk.paths.isEmpty)
  }

  @Test func anUnknownSourceExits64() async {
    let run = await harness.votes(["--source", "propublica", "list"])
    #expect(run.status == 64)
    #expect(run.stderr.contains("--source must be one of clerk, congress-gov"))
  }

  @Test func aBadCongressBaseURLNamesItsVariable() async {
    let run = await harness.votes(
      ["list"], extra: ["CONGRESS_API_KEY": "k", "CONGRESS_BASE_URL": "ftp://example.com"])
    #expect(run.status == 64)
    #expect(run.stderr.contains("CONGRESS_BASE_URL must be an http(s) URL"))
  }

  @Test func aDeadClerkExits69NamingTheURLAndTheFix() async throws {
    let dead = try ClerkStub()
    let url = dead.url
    dead.server.stop()
    let run = await harness.app.votes(["show", "119/1/1"], server: url)
    #expect(run.status == 69)
    #expect(run.stderr.contains(url.absoluteString))
    #expect(run.stderr.contains("--base-url or VOTES_BASE_URL"))
  }
}
